/// Delivers the cocktail list from wherever a loader gets it.
public protocol FeedLoader: Sendable {
    func load() async throws -> [CocktailItem]
}
