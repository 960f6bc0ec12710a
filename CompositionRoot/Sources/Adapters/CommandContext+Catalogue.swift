import CatalogueFeature

extension CommandContext {
    /// TheCocktailDB's drinks, through a client made only when a request is sent.
    func makeRemoteDrinksLoader() -> RemoteDrinksLoader {
        RemoteDrinksLoader(endpoint: configuration.endpoint, makeClient: makeHTTPClient)
    }
}
