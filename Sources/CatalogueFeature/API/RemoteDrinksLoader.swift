import CocktailDBAPI
import HTTPCore

/// One search, lookup or random request to TheCocktailDB, for when no catalogue is saved.
public struct RemoteDrinksLoader: Sendable {
    private let endpoint: CocktailDBEndpoint
    private let makeClient: @Sendable () -> any HTTPClient

    /// - Parameter makeClient: called only when a request is made, so that a command answered from
    ///   the catalogue makes no client.
    public init(endpoint: CocktailDBEndpoint, makeClient: @escaping @Sendable () -> any HTTPClient) {
        self.endpoint = endpoint
        self.makeClient = makeClient
    }

    public func load(_ request: CatalogueEndpoint) async throws -> [Drink] {
        try await RemoteResourceLoader(url: request.url(for: endpoint), client: makeClient(), mapper: DrinksMapper.map).load()
    }
}
