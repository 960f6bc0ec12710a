import CatalogueFeature

/// The words of `dringo search`, and its mapping from matching drinks to the list a view shows.
public typealias CatalogueSearchPresenter = Presenter<CatalogueSearchScreen>
public enum CatalogueSearchScreen {}

extension Presenter where Screen == CatalogueSearchScreen {
    /// The drinks, one name a row, in the contract's JSON shape with where they came from; when nothing
    /// matched, the note names `text`, what the user searched for, and offers the `closest` drink names; when `limit`
    /// hid some, it says how many matched.
    public func map(
        _ drinks: [IndexedDrink], source: CatalogueSource, text: String, limit: Int? = nil, closest: [String] = []
    ) -> ListViewModel {
        ListViewModel(
            rows: ListRows(drinks, limit: limit) { drink in
                Self.row(id: drink.id, name: drink.name, category: drink.category, alcoholic: drink.alcoholic, glass: drink.glass)
            },
            note: note(matched: drinks.count, text: text, limit: limit, closest: closest),
            members: [ListMember("source", .text(source.rawValue))]
        )
    }

    private func note(matched: Int, text: String, limit: Int?, closest: [String]) -> String? {
        if matched == 0 { return message(localizer.string("CATALOGUE_SEARCH_NO_MATCH", table: .catalogue, text), offering: closest) }
        guard let limit, limit < matched else { return nil }
        return localizer.string("CATALOGUE_SEARCH_LIMITED", table: .catalogue, limit, matched)
    }

    public var loadingMessage: String {
        localizer.string("CATALOGUE_SEARCH_LOADING", table: .catalogue)
    }

    public var emptyTextMessage: String {
        localizer.string("CATALOGUE_SEARCH_TEXT_EMPTY", table: .catalogue)
    }

    /// Search never names a single cocktail, so it fails only to load.
    public func message(for reason: LookupFailureReason) -> String {
        RecipePresenter(localizer: localizer).message(for: reason)
    }
}
