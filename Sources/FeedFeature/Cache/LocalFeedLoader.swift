import Foundation

/// The cache use cases: save, load and validate the cocktail list.
public final class LocalFeedLoader: Sendable {
    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date

    public init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }
}

extension LocalFeedLoader {
    /// Replaces the cache: delete the old one, then insert the items with the current date.
    public func save(_ feed: [CocktailItem]) async throws {
        try await store.deleteCachedFeed()
        try await store.insert(feed.toLocal(), timestamp: currentDate())
    }
}

extension LocalFeedLoader: FeedLoader {
    /// The cached items, or none when the cache is empty or expired.
    public func load() async throws -> [CocktailItem] {
        try await loadValidCache()?.items ?? []
    }

    /// The cached items with their save date, or nil when the cache is empty or expired.
    public func loadValidCache() async throws -> (items: [CocktailItem], timestamp: Date)? {
        guard let cache = try await store.retrieve(),
            FeedCachePolicy.validate(cache.timestamp, against: currentDate())
        else { return nil }
        return (cache.feed.toModels(), cache.timestamp)
    }
}

extension LocalFeedLoader {
    /// What validation found and did.
    public enum ValidationOutcome: Sendable, Equatable {
        case empty
        case valid
        case deletedExpired
        case deletedUnreadable
    }

    /// Deletes a cache that cannot be read or has expired. A cancelled retrieval says
    /// nothing about the cache, so it is rethrown and the cache is kept.
    @discardableResult
    public func validateCache() async throws -> ValidationOutcome {
        let cache: CachedFeed?
        do {
            cache = try await store.retrieve()
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            try await store.deleteCachedFeed()
            return .deletedUnreadable
        }
        guard let cache else { return .empty }
        guard FeedCachePolicy.validate(cache.timestamp, against: currentDate()) else {
            try await store.deleteCachedFeed()
            return .deletedExpired
        }
        return .valid
    }
}

private extension Array where Element == CocktailItem {
    func toLocal() -> [LocalCocktailItem] {
        map { LocalCocktailItem(id: $0.id, name: $0.name, description: $0.description, imageURLText: $0.imageURLText) }
    }
}

private extension Array where Element == LocalCocktailItem {
    func toModels() -> [CocktailItem] {
        map { CocktailItem(id: $0.id, name: $0.name, description: $0.description, imageURLText: $0.imageURLText) }
    }
}
