import CatalogueFeature

extension CommandContext {
    /// The saved catalogue's use cases, judged against this run's clock.
    func makeCatalogueLoader() -> LocalCatalogueLoader {
        LocalCatalogueLoader(store: catalogueStore, currentDate: runtime.currentDate)
    }

    /// TheCocktailDB's drinks, through a client made only when a request is sent.
    func makeRemoteDrinksLoader() -> RemoteDrinksLoader {
        RemoteDrinksLoader(endpoint: configuration.endpoint, makeClient: makeHTTPClient)
    }

}
