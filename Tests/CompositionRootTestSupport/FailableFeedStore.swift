import FeedCacheInfra
import FeedFeature
import Foundation

/// A feed store whose operations can be made to fail, backed by an in-memory store.
public actor FailableFeedStore: FeedStore {
    public enum Operation: Sendable { case retrieve, delete, insert }
    public struct Failure: Error, Equatable { public let operation: Operation }

    private let backing: InMemoryFeedStore
    private let failing: Set<Operation>

    public init(cache: CachedFeed? = nil, failing: Set<Operation>) {
        self.backing = InMemoryFeedStore(cache: cache)
        self.failing = failing
    }

    public func deleteCachedFeed() async throws {
        if failing.contains(.delete) { throw Failure(operation: .delete) }
        try await backing.deleteCachedFeed()
    }

    public func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {
        if failing.contains(.insert) { throw Failure(operation: .insert) }
        try await backing.insert(feed, timestamp: timestamp)
    }

    public func retrieve() async throws -> CachedFeed? {
        if failing.contains(.retrieve) { throw Failure(operation: .retrieve) }
        return try await backing.retrieve()
    }

    /// What the store holds, read past any stubbed failure.
    public func stored() async throws -> CachedFeed? {
        try await backing.retrieve()
    }
}
