import FeedFeature
import Foundation

/// The app's own cache: an actor, so its side effects run one at a time as `FeedStore` asks.
actor InMemoryFeedStore: FeedStore {
    private var cache: CachedFeed?

    func deleteCachedFeed() {
        cache = nil
    }

    func insert(_ feed: [LocalCocktailItem], timestamp: Date) {
        cache = CachedFeed(feed: feed, timestamp: timestamp)
    }

    func retrieve() -> CachedFeed? {
        cache
    }
}
