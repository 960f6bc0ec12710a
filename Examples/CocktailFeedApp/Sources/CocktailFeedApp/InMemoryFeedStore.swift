import FeedFeature
import Foundation

/// The app's own cache: an actor, so its side effects run one at a time as `FeedStore` asks.
actor InMemoryFeedStore: FeedStore {
    private var cache: CachedFeed?
    /// Whether the cache is still the one this store last read or saved: here nothing else changes it.
    private var isUnchanged = false

    func retrieve() -> CachedFeed? {
        isUnchanged = true
        return cache
    }

    func save(_ cache: CachedFeed) {
        self.cache = cache
        isUnchanged = true
    }

    func delete() {
        cache = nil
    }

    func deleteIfUnchanged() -> Bool {
        if isUnchanged { cache = nil }
        return cache == nil
    }
}
