import BarFeature
import Foundation

/// The words of `dringo makeable`: the drinks with what each misses, and the notes for an empty bar or no match.
public typealias MakeablePresenter = Presenter<MakeableScreen>
public enum MakeableScreen {}

extension Presenter where Screen == MakeableScreen {
    /// The drinks, one a row, each with what stands in (`lime for Lime juice`, `lemon for Lemon Juice and Lemon Peel`:
    /// what the same things stand in for is named once) and what it misses
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
                        ListMember("source", .text(DrinkSource(drinkID: drink.id).rawValue)),
                    ])
            },
            note: drinks.isEmpty ? noMatchNote(allowedMissing: allowedMissing) : nil
        )
    }

    /// `makeable --favourites` with no favourites: nothing to look through, and how to add one.
    public var noFavourites: ListViewModel {
        ListViewModel(rows: ListRows([]), note: string("MAKEABLE_NO_FAVOURITES", table: .bar, inDemo: "DEMO_MAKEABLE_NO_FAVOURITES"))
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

/// A drink's detail in text: what stands in, then what it misses, each ingredient named in the language. The
/// templates and names are read once and filled for tens of thousands of drinks.
private struct MakeableWords: Sendable {
    private let named: IngredientNaming
    private let missing: FormatTemplate
    private let family: FormatTemplate
    private let standIn: FormatTemplate
    private let standInLast: String
    private let staple: FormatTemplate
    private let separator: String
    private let localizer: Localizer

    init(localizer: Localizer) {
        self.localizer = localizer
        named = IngredientNaming(localizer)
        missing = localizer.template("MAKEABLE_MISSING", table: .bar)
        family = localizer.template("MAKEABLE_MISSING_FAMILY", table: .bar)
        standIn = localizer.template("MAKEABLE_STAND_IN", table: .bar)
        standInLast = localizer.string("MAKEABLE_STAND_IN_LAST", table: .bar)
        staple = localizer.template("MAKEABLE_STAND_IN_STAPLE", table: .bar)
        separator = localizer.string("MAKEABLE_DETAIL_SEPARATOR", table: .bar)
    }

    /// Nil when nothing stands in and nothing is missing. Written into one text, part by part: a long list words
    /// hundreds of drinks.
    func detail(of drink: MatchedDrink) -> String? {
        guard !drink.using.isEmpty || !drink.missing.isEmpty else { return nil }
        var written = ""
        for (index, group) in StandInGroup.grouping(drink.using).enumerated() {
            if index > 0 { written += separator }
            written += text(of: group)
        }
        if !drink.missing.isEmpty {
            if !drink.using.isEmpty { written += separator }
            written += missing.filled(with: [list(drink.missing.map(text(of:)))])
        }
        return written
    }

    /// What stands in, as one text: `sugar, Water`. Appended name by name: `joined(separator:)` is not specialized
    /// here, and its first call looks up a conformance at run time.
    func list(_ names: [String]) -> String {
        var text = names.first ?? ""
        for name in names.dropFirst() {
            text += ", "
            text += name
        }
        return text
    }

    private func text(of group: StandInGroup) -> String {
        var names = group.ingredients.map(named.callAsFunction)
        if group.isStaple { return staple.filled(with: names) }
        var from = group.from.map(named.callAsFunction)
        // A language that names both alike ("Rum bianco" for light and white rum) would say it stands in for itself.
        // Each side is a name or a few: looked through, not hashed.
        if from.contains(where: names.contains) { (from, names) = (group.from, group.ingredients) }
        let last = names.last ?? ""
        let ingredients =
            names.count > 1 ? localizer.joining(list(Array(names.dropLast())) + standInLast, beforeName: last) : last
        return standIn.filled(with: [list(from), ingredients])
    }

    private func text(of missing: MissingIngredient) -> String {
        guard let family = missing.family else { return named(missing.name) }
        return self.family.filled(with: [named(missing.name), named(family)])
    }
}

/// The ingredients of a drink that the same things in the bar stand in for, worded once: `lemon for Lemon Juice
/// and Lemon Peel`. A staple is a group of its own.
private struct StandInGroup {
    let from: [String]
    let isStaple: Bool
    private(set) var ingredients: [String]

    /// In the order each group first stands in.
    static func grouping(_ standIns: [IngredientStandIn]) -> [StandInGroup] {
        var groups: [StandInGroup] = []
        for standIn in standIns {
            let isStaple = standIn.reason == .staple
            if !isStaple, let index = groups.firstIndex(where: { !$0.isStaple && $0.from == standIn.from }) {
                groups[index].ingredients.append(standIn.ingredient)
            } else {
                groups.append(StandInGroup(from: standIn.from, isStaple: isStaple, ingredients: [standIn.ingredient]))
            }
        }
        return groups
    }
}
