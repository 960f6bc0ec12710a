import FeedFeature
import Foundation
import Locking
import TestSupport

/// A `FeedStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds an empty cache.
final class FeedStoreSpy: FeedStore {
    enum ReceivedMessage: Equatable {
        case retrieve
        case save(CachedFeed)
        case delete
        case deleteIfUnchanged
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var savingResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<CachedFeed?, any Error> = .success(nil)
    }

    private let state = Locked(State())

    var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    func completeSaving(with error: any Error) {
        state.withLock { $0.savingResult = .failure(error) }
    }

    func completeRetrieval(with error: any Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrievalWithEmptyCache() {
        state.withLock { $0.retrievalResult = .success(nil) }
    }

    func completeRetrieval(with feed: [LocalCocktailItem], timestamp: Date) {
        state.withLock { $0.retrievalResult = .success(CachedFeed(feed, timestamp: timestamp)) }
    }

    func retrieve() async throws -> CachedFeed? {
        try record(.retrieve, answering: \.retrievalResult)
    }

    func save(_ cache: CachedFeed) async throws {
        try record(.save(cache), answering: \.savingResult)
    }

    func delete() async throws {
        try record(.delete, answering: \.savingResult)
    }

    func deleteIfUnchanged() async throws -> Bool {
        try record(.deleteIfUnchanged, answering: \.savingResult)
        return true
    }

    private func record<Answer>(_ message: ReceivedMessage, answering result: KeyPath<State, Result<Answer, any Error>>) throws -> Answer {
        try state.withLock { state in
            state.receivedMessages.append(message)
            return state[keyPath: result]
        }.get()
    }
}
