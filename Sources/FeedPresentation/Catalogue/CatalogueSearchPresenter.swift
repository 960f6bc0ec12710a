import CatalogueFeature

/// The words of `dringo search`, and its mapping from matching drinks to the list a view shows.
public typealias CatalogueSearchPresenter = Presenter<CatalogueSearchScreen>
public enum CatalogueSearchScreen {}

extension Presenter where Screen == CatalogueSearchScreen {
    /// The drinks, one name a row, in the contract's JSON shape with where they came from; when nothing
    /// matched, the note names `text`, what the user searched for.
    public func map(_ drinks: [Drink], source: CatalogueSource, text: String, limit: Int? = nil) -> ListViewModel {
        ListViewModel(
            rows: ListRows(drinks, limit: limit) { drink in
                ListRow(
                    name: drink.name,
                    members: [
                        ListMember("id", .number(drink.id)), ListMember("name", .text(drink.name)),
                        ListMember("category", .text(drink.category)),
                        ListMember("alcoholic", .text(drink.alcoholic)), ListMember("glass", .text(drink.glass)),
                    ])
            },
            note: drinks.isEmpty ? localizer.string("CATALOGUE_SEARCH_NO_MATCH", table: .catalogue, text) : nil,
            members: [ListMember("source", .text(source.rawValue))]
        )
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
