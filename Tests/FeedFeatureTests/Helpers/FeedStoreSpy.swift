import FeedFeature
import Foundation
import Locking
import TestSupport

/// A `FeedStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds an empty cache.
final class FeedStoreSpy: FeedStore {
    enum ReceivedMessage: Equatable {
        case deleteCachedFeed
        case insert([LocalCocktailItem], Date)
        case retrieve
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var deletionResult: Result<Void, any Error> = .success(())
        var insertionResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<CachedFeed?, any Error> = .success(nil)
    }

    private let state = Locked(State())

    var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    // MARK: - Deletion

    func completeDeletion(with error: any Error) {
        state.withLock { $0.deletionResult = .failure(error) }
    }

    func completeDeletionSuccessfully() {
        state.withLock { $0.deletionResult = .success(()) }
    }

    func deleteCachedFeed() async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.deleteCachedFeed)
            return state.deletionResult
        }
        try result.get()
    }

    // MARK: - Insertion

    func completeInsertion(with error: any Error) {
        state.withLock { $0.insertionResult = .failure(error) }
    }

    func completeInsertionSuccessfully() {
        state.withLock { $0.insertionResult = .success(()) }
    }

    func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.insert(feed, timestamp))
            return state.insertionResult
        }
        try result.get()
    }

    // MARK: - Retrieval

    func completeRetrieval(with error: any Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrievalWithEmptyCache() {
        state.withLock { $0.retrievalResult = .success(nil) }
    }

    func completeRetrieval(with feed: [LocalCocktailItem], timestamp: Date) {
        state.withLock { $0.retrievalResult = .success(CachedFeed(feed: feed, timestamp: timestamp)) }
    }

    func retrieve() async throws -> CachedFeed? {
        let result = state.withLock { state in
            state.receivedMessages.append(.retrieve)
            return state.retrievalResult
        }
        return try result.get()
    }
}
