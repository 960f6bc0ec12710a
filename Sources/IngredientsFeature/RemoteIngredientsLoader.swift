import CocktailDBAPI
import Foundation
import HTTPCore
import NameMatching

/// The remote use case: download the search or lookup, map it, then resolve the one cocktail meant.
public struct RemoteIngredientsLoader: IngredientsLoader {
    private let client: any HTTPClient
    private let endpoint: CocktailDBEndpoint

    public init(client: any HTTPClient, endpoint: CocktailDBEndpoint) {
        self.client = client
        self.endpoint = endpoint
    }

    public func load(_ query: CocktailQuery) async throws -> CocktailRecipe {
        let url = IngredientsEndpoint(query).url(for: endpoint)
        let recipes = try await RemoteResourceLoader(url: url, client: client, mapper: IngredientsMapper.map).load()
        return try CocktailNameResolver.resolve(query, in: recipes)
    }
}
