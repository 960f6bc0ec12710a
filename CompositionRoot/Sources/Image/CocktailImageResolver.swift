import CatalogueFeature
import FeedFeature
import Foundation
import IngredientsFeature
import NameMatching

/// Finds a cocktail's image URL as `recipe` finds its drink: in the valid saved catalogue first, where only that
/// drink is read; without one, in the valid cached feed, then remotely, as `ingredients` resolves names. So with a
/// synced catalogue and a cached photo, `image` needs no network.
struct CocktailImageResolver: Sendable {
    let savedCatalogue: LocalDrinkLoader
    let cachedFeed: LocalFeedLoader
    let remote: any IngredientsLoader

    func imageReference(for query: CocktailQuery) async throws -> (cocktailName: String, url: URL) {
        let (savedCatalogue, resolver) = (savedCatalogue, self)
        return try await CatalogueFirstLoader(
            saved: { try await savedCatalogue.resolve(query) },
            answer: { resolution in
                let drink = try resolution.drink()
                guard let url = drink.imageURL else { throw CocktailHasNoImageError(cocktailName: drink.name) }
                return (drink.name, url)
            },
            remote: { try await resolver.unsavedImageReference(for: query) }
        ).load()
    }

    /// Without a saved catalogue: the cached feed's item, else TheCocktailDB's answer.
    private func unsavedImageReference(for query: CocktailQuery) async throws -> (cocktailName: String, url: URL) {
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
