import FeedCacheInfra
import FeedFeature
import Foundation

/// Records every message a feed store receives, and passes each on to the store it wraps.
public actor FeedStoreSpy: FeedStore {
    public enum Message: Sendable, Equatable {
        case retrieve
        case deleteCachedFeed
        case insert(timestamp: Date)
    }

    public private(set) var messages: [Message] = []
    private let store: any FeedStore

    public init(_ store: any FeedStore) {
        self.store = store
    }

    public init(cache: CachedFeed? = nil) {
        self.init(InMemoryFeedStore(cache: cache))
    }

    public func retrieve() async throws -> CachedFeed? {
        messages.append(.retrieve)
        return try await store.retrieve()
    }

    public func deleteCachedFeed() async throws {
        messages.append(.deleteCachedFeed)
        try await store.deleteCachedFeed()
    }

    public func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {
        messages.append(.insert(timestamp: timestamp))
        try await store.insert(feed, timestamp: timestamp)
    }

    /// What the wrapped store holds, read without recording a message.
    public func stored() async throws -> CachedFeed? {
        try await store.retrieve()
    }
}
