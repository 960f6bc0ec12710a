import CatalogueFeature
import Foundation
import Locking

/// A `CatalogueStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds nothing saved.
final class CatalogueStoreSpy: CatalogueStore {
    enum ReceivedMessage: Equatable {
        case deleteCachedCatalogue
        case insert([LocalDrink], Date)
        case retrieve
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var deletionResult: Result<Void, any Error> = .success(())
        var insertionResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<CachedCatalogue?, any Error> = .success(nil)
    }

    private let state = Locked(State())

    var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    // MARK: - Deletion

    func completeDeletion(with error: any Error) {
        state.withLock { $0.deletionResult = .failure(error) }
    }

    func deleteCachedCatalogue() async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.deleteCachedCatalogue)
            return state.deletionResult
        }
        try result.get()
    }

    // MARK: - Insertion

    func completeInsertion(with error: any Error) {
        state.withLock { $0.insertionResult = .failure(error) }
    }

    func insert(_ drinks: [LocalDrink], timestamp: Date) async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.insert(drinks, timestamp))
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

    func completeRetrieval(with drinks: [LocalDrink], timestamp: Date) {
        state.withLock { $0.retrievalResult = .success(CachedCatalogue(drinks: drinks, timestamp: timestamp)) }
    }

    func retrieve() async throws -> CachedCatalogue? {
        let result = state.withLock { state in
            state.receivedMessages.append(.retrieve)
            return state.retrievalResult
        }
        return try result.get()
    }
}
