import CatalogueFeature

/// The search's words, and its mapping from matching drinks to what a view shows.
public struct CatalogueSearchPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public var loadingMessage: String {
        localizer.string("CATALOGUE_SEARCH_LOADING", table: .catalogue)
    }

    public var emptyTextMessage: String {
        localizer.string("CATALOGUE_SEARCH_TEXT_EMPTY", table: .catalogue)
    }

    /// - Parameter text: what the user searched for, named in the note when nothing matched.
    public func map(_ drinks: [Drink], source: CatalogueSource, text: String) -> CatalogueSearchViewModel {
        CatalogueSearchViewModel(
            source: source,
            items: drinks.map {
                CatalogueSearchItemViewModel(id: $0.id, name: $0.name, category: $0.category, alcoholic: $0.alcoholic, glass: $0.glass)
            },
            note: drinks.isEmpty ? localizer.string("CATALOGUE_SEARCH_NO_MATCH", table: .catalogue, text) : nil
        )
    }

    /// Search never names a single cocktail, so it fails only to load.
    public func message(for reason: CatalogueFailureReason) -> String {
        RecipePresenter(localizer: localizer).message(for: reason)
    }
}
