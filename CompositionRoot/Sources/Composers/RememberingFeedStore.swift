import FeedFeature
import Foundation

/// A feed store that remembers, for one run of a command, what the cache held when the run last
/// read or wrote it, and answers any later retrieval from that.
///
/// Every command validates the cache before it exits. Through this store, validation judges what
/// the command itself read (the offline feed, the fallback, a name resolved against the cached feed,
/// `cache info`) or saved, and reads the cache only when the command never did.
/// Should another process replace the cache meanwhile, the run acts on the cache it saw, as it
/// would have had it finished a moment sooner.
actor RememberingFeedStore: FeedStore {
    private let decoratee: any FeedStore
    private var memory = StoreMemory<CachedFeed>()

    init(_ decoratee: any FeedStore) {
        self.decoratee = decoratee
    }

    func retrieve() async throws -> CachedFeed? {
        if let known = memory.known { return try known.get() }
        let operation = memory.start()
        do {
            let cache = try await decoratee.retrieve()
            memory.remember(.success(cache), from: operation)
            return cache
        } catch let cancellation as CancellationError {
            // A cancelled read says nothing about the cache.
            throw cancellation
        } catch {
            memory.remember(.failure(error), from: operation)
            throw error
        }
    }

    func deleteCachedFeed() async throws {
        let operation = memory.start()
        try await decoratee.deleteCachedFeed()
        memory.remember(.success(nil), from: operation)
    }

    func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {
        let operation = memory.start()
        try await decoratee.insert(feed, timestamp: timestamp)
        memory.remember(.success(CachedFeed(feed: feed, timestamp: timestamp)), from: operation)
    }
}
