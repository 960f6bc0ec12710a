import FeedFeature
import Foundation

/// A feed store that keeps the cache in memory, for tests and for runs that must not touch the disk.
public actor InMemoryFeedStore: FeedStore {
    private var cache: CachedFeed?

    public init(cache: CachedFeed? = nil) {
        self.cache = cache
    }

    public func deleteCachedFeed() async throws {
        cache = nil
    }

    public func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {
        cache = CachedFeed(feed: feed, timestamp: timestamp)
    }

    public func retrieve() async throws -> CachedFeed? {
        cache
    }
}
