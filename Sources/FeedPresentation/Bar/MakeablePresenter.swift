import BarFeature
import Foundation

/// The words of `dringo makeable`: the drinks with what each misses, and the notes for an empty bar or no match.
public typealias MakeablePresenter = Presenter<MakeableScreen>
public enum MakeableScreen {}

extension Presenter where Screen == MakeableScreen {
    /// The drinks, one a row, each with what it misses (`missing: A, B` in text; `"missing": [String]` in
    /// JSON); an empty bar's note says how to fill it, and no match's names `allowedMissing`.
    public func map(_ answer: MakeableAnswer, allowedMissing: Int, limit: Int? = nil) -> ListViewModel {
        guard case let .drinks(drinks) = answer else {
            return ListViewModel(rows: ListRows([]), note: string("MAKEABLE_EMPTY_BAR", table: .bar, inDemo: "DEMO_MAKEABLE_EMPTY_BAR"))
        }
        let missingText = MissingText(template: localizer.string("MAKEABLE_MISSING", table: .bar))
        return ListViewModel(
            rows: ListRows(drinks, limit: limit) { drink in
                let missing = drink.missing.map(\.name)
                return ListRow(
                    name: drink.name, detail: missing.isEmpty ? nil : missingText.filled(with: missing.joined(separator: ", ")),
                    members: [
                        ListMember("id", .number(drink.id)), ListMember("name", .text(drink.name)), ListMember("missing", .texts(missing)),
                    ])
            },
            note: drinks.isEmpty ? noMatchNote(allowedMissing: allowedMissing) : nil
        )
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

/// `missing: %@`, filled for tens of thousands of drinks: the template is split once around its one
/// `%@`, instead of formatting it anew for each.
private struct MissingText: Sendable {
    private let parts: (before: String, after: String)?
    private let template: String

    init(template: String) {
        self.template = template
        let pieces = template.components(separatedBy: "%@")
        parts = pieces.count == 2 && !template.contains("%%") ? (pieces[0], pieces[1]) : nil
    }

    func filled(with list: String) -> String {
        guard let parts else { return String(format: template, locale: nil, list) }
        return parts.before + list + parts.after
    }
}
