import BarFeature
import Foundation

/// The words of `dringo makeable`: the drinks with what each misses, and the notes for an empty bar or no match.
public typealias MakeablePresenter = Presenter<MakeableScreen>
public enum MakeableScreen {}

extension Presenter where Screen == MakeableScreen {
    /// The drinks, one a row, each with what stands in (`lime for Lime juice`) and what it misses
    /// (`missing: A, B`, a missing brand with its family's words: `Absolut Vodka (Vodka)`) in text; in JSON
    /// `"missing": [String]` as the drink spells them and `"using": [{"ingredient", "from"}]`. An empty
    /// bar's note says how to fill it, and no match's names `allowedMissing`.
    public func map(_ answer: MakeableAnswer, allowedMissing: Int, limit: Int? = nil) -> ListViewModel {
        guard case let .drinks(drinks) = answer else {
            return ListViewModel(rows: ListRows([]), note: string("MAKEABLE_EMPTY_BAR", table: .bar, inDemo: "DEMO_MAKEABLE_EMPTY_BAR"))
        }
        let words = MakeableWords(localizer: localizer)
        return ListViewModel(
            rows: ListRows(drinks, limit: limit) { drink in
                let missing = drink.missing.map(\.name)
                return ListRow(
                    name: drink.name, detail: words.detail(of: drink),
                    members: [
                        ListMember("id", .number(drink.id)), ListMember("name", .text(drink.name)), ListMember("missing", .texts(missing)),
                        ListMember(
                            "using",
                            .objects(
                                drink.using.map {
                                    [ListMember("ingredient", .text($0.ingredient)), ListMember("from", .text(words.list($0.from)))]
                                })),
                    ])
            },
            note: drinks.isEmpty ? noMatchNote(allowedMissing: allowedMissing) : nil
        )
    }

    /// What `makeable` says when the ingredient knowledge dringo ships cannot be read.
    public var knowledgeUnavailableMessage: String {
        localizer.string("MAKEABLE_KNOWLEDGE_UNAVAILABLE", table: .bar)
    }

    /// Shown on a terminal's stderr while the catalogue is read.
    public var loadingMessage: String {
        localizer.string("MAKEABLE_LOADING", table: .bar)
    }

    /// Said on stderr before the first sync that `makeable` runs for want of a catalogue.
    public var syncingFirstNotice: String {
        string("MAKEABLE_SYNCING_FIRST", table: .bar, inDemo: "DEMO_MAKEABLE_SYNCING_FIRST")
    }

    private func noMatchNote(allowedMissing: Int) -> String {
        switch allowedMissing {
        case 0: string("MAKEABLE_NONE", table: .bar, inDemo: "DEMO_MAKEABLE_NONE")
        case 1: localizer.string("MAKEABLE_NONE_MISSING_ONE", table: .bar)
        default: localizer.string("MAKEABLE_NONE_MISSING", table: .bar, allowedMissing)
        }
    }
}

/// A drink's detail in text: what stands in, then what it misses. The templates are read once and
/// filled for tens of thousands of drinks.
private struct MakeableWords: Sendable {
    private let missing: FilledTemplate
    private let family: String
    private let standIn: String
    private let staple: String
    private let separator: String

    init(localizer: Localizer) {
        missing = FilledTemplate(localizer.string("MAKEABLE_MISSING", table: .bar))
        family = localizer.string("MAKEABLE_MISSING_FAMILY", table: .bar)
        standIn = localizer.string("MAKEABLE_STAND_IN", table: .bar)
        staple = localizer.string("MAKEABLE_STAND_IN_STAPLE", table: .bar)
        separator = localizer.string("MAKEABLE_DETAIL_SEPARATOR", table: .bar)
    }

    /// Nil when nothing stands in and nothing is missing.
    func detail(of drink: MatchedDrink) -> String? {
        var parts = drink.using.map(text(of:))
        if !drink.missing.isEmpty {
            parts.append(missing.filled(with: drink.missing.map(text(of:)).joined(separator: ", ")))
        }
        return parts.isEmpty ? nil : parts.joined(separator: separator)
    }

    /// What stands in, as one text: `sugar, Water`.
    func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    private func text(of standIn: IngredientStandIn) -> String {
        switch standIn.reason {
        case .staple: String(format: staple, locale: nil, standIn.ingredient)
        default: String(format: self.standIn, locale: nil, list(standIn.from), standIn.ingredient)
        }
    }

    private func text(of missing: MissingIngredient) -> String {
        guard let family = missing.family else { return missing.name }
        return String(format: self.family, locale: nil, missing.name, family)
    }
}

/// `missing: %@`, filled for tens of thousands of drinks: the template is split once around its one
/// `%@`, instead of formatting it anew for each.
private struct FilledTemplate: Sendable {
    private let parts: (before: String, after: String)?
    private let template: String

    init(_ template: String) {
        self.template = template
        let pieces = template.components(separatedBy: "%@")
        parts = pieces.count == 2 && !template.contains("%%") ? (pieces[0], pieces[1]) : nil
    }

    func filled(with list: String) -> String {
        guard let parts else { return String(format: template, locale: nil, list) }
        return parts.before + list + parts.after
    }
}
