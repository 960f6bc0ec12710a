import BarFeature

/// The words of `makeable`: the drinks with what each misses, and the notes for an empty bar or no match.
public struct MakeablePresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// Shown on a terminal's stderr while the catalogue is read.
    public var loadingMessage: String {
        localizer.string("MAKEABLE_LOADING", table: .bar)
    }

    /// Said on stderr before the first sync that `makeable` runs for want of a catalogue.
    public var syncingFirstNotice: String {
        localizer.string("MAKEABLE_SYNCING_FIRST", table: .bar)
    }

    /// An empty bar makes nothing: the note says how to fill it.
    public var emptyBar: MakeableViewModel {
        MakeableViewModel(items: [], note: localizer.string("MAKEABLE_EMPTY_BAR", table: .bar))
    }

    /// - Parameter allowedMissing: named in the note when nothing is makeable.
    public func map(_ drinks: [MakeableDrink], allowedMissing: Int) -> MakeableViewModel {
        let missingText = MissingText(template: localizer.string("MAKEABLE_MISSING", table: .bar))
        return MakeableViewModel(
            items: drinks.map { drink in
                MakeableItemViewModel(
                    id: drink.id,
                    name: drink.name,
                    missing: drink.missing,
                    missingText: drink.missing.isEmpty ? nil : missingText.filled(with: drink.missing.joined(separator: ", "))
                )
            },
            note: drinks.isEmpty ? noMatchNote(allowedMissing: allowedMissing) : nil
        )
    }

    private func noMatchNote(allowedMissing: Int) -> String {
        switch allowedMissing {
        case 0: localizer.string("MAKEABLE_NONE", table: .bar)
        case 1: localizer.string("MAKEABLE_NONE_MISSING_ONE", table: .bar)
        default: localizer.string("MAKEABLE_NONE_MISSING", table: .bar, allowedMissing)
        }
    }
}

/// `missing: %@`, filled for tens of thousands of drinks: the template is split once around its one
/// `%@`, instead of formatting it anew for each.
private struct MissingText {
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
