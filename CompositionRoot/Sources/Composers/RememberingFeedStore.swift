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
    /// Nil while this run does not know what the cache holds.
    private var known: Result<CachedFeed?, any Error>?
    /// The operations started so far: one that overlapped a later one cannot tell which came
    /// first in the store, so it records nothing.
    private var operationsStarted = 0

    init(_ decoratee: any FeedStore) {
        self.decoratee = decoratee
    }

    func retrieve() async throws -> CachedFeed? {
        if let known { return try known.get() }
        let operation = start()
        do {
            let cache = try await decoratee.retrieve()
            remember(.success(cache), from: operation)
            return cache
        } catch let cancellation as CancellationError {
            // A cancelled read says nothing about the cache.
            throw cancellation
        } catch {
            remember(.failure(error), from: operation)
            throw error
        }
    }

    func deleteCachedFeed() async throws {
        let operation = start()
        try await decoratee.deleteCachedFeed()
        remember(.success(nil), from: operation)
    }

    func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {
        let operation = start()
        try await decoratee.insert(feed, timestamp: timestamp)
        remember(.success(CachedFeed(feed: feed, timestamp: timestamp)), from: operation)
    }

    /// Forgets what was known: until the operation ends, the store may hold the old cache or the new.
    private func start() -> Int {
        known = nil
        operationsStarted += 1
        return operationsStarted
    }

    private func remember(_ outcome: Result<CachedFeed?, any Error>, from operation: Int) {
        guard operation == operationsStarted else { return }
        known = outcome
    }
}
