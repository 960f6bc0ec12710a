import CatalogueFeature
import CocktailDBAPI
import HTTPCore

/// One search, lookup or random request to TheCocktailDB, for when no catalogue is saved.
struct RemoteDrinksLoader {
    let endpoint: CocktailDBEndpoint
    /// Called only when a request is made, so that a command answered from the catalogue makes no client.
    let makeClient: () -> any HTTPClient

    func load(_ request: CatalogueEndpoint) async throws -> [Drink] {
        try await RemoteResourceLoader(url: request.url(for: endpoint), client: makeClient(), mapper: DrinksMapper.map).load()
    }
}
