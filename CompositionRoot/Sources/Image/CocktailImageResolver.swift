import FeedFeature
import Foundation
import IngredientsFeature
import NameMatching

/// Finds a cocktail's image URL: in the valid cached feed first, then remotely, as `ingredients` resolves names.
struct CocktailImageResolver: Sendable {
    let cachedFeed: LocalFeedLoader
    let remote: any IngredientsLoader

    func imageReference(for query: CocktailQuery) async throws -> (cocktailName: String, url: URL) {
        // An unreadable cache is no reason to fail: the remote can still answer.
        if let cached = try? await cachedFeed.loadValid(),
            let item = cached.resource.first(where: { query.matches(id: $0.id, name: $0.name) }),
            let url = item.imageURL
        {
            return (item.name, url)
        }
        try Task.checkCancellation()
        let recipe = try await remote.load(query)
        guard let url = recipe.imageURL else { throw CocktailHasNoImageError(cocktailName: recipe.name) }
        return (recipe.name, url)
    }
}

struct CocktailHasNoImageError: Error, Equatable {
    let cocktailName: String
}
