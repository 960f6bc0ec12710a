import BarFeature
import Locking

/// A `BarStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds nothing saved.
final class BarStoreSpy: BarStore {
    enum ReceivedMessage: Equatable {
        case retrieve
        case save([LocalBarIngredient])
        case delete
        case deleteIfUnchanged
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var retrievalResult: Result<[LocalBarIngredient]?, any Error> = .success(nil)
        var savingResult: Result<Void, any Error> = .success(())
    }

    private let state = Locked(State())

    var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    // MARK: - Retrieval

    func completeRetrieval(with error: any Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrieval(with names: [String]) {
        state.withLock { $0.retrievalResult = .success(names.map(LocalBarIngredient.init)) }
    }

    func retrieve() async throws -> [LocalBarIngredient]? {
        let result = state.withLock { state in
            state.receivedMessages.append(.retrieve)
            return state.retrievalResult
        }
        return try result.get()
    }

    // MARK: - Saving

    func completeSaving(with error: any Error) {
        state.withLock { $0.savingResult = .failure(error) }
    }

    func save(_ ingredients: [LocalBarIngredient]) async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.save(ingredients))
            return state.savingResult
        }
        try result.get()
    }

    /// The bar is never deleted: recorded, so that a test would see it.
    func delete() async throws {
        state.withLock { $0.receivedMessages.append(.delete) }
    }

    func deleteIfUnchanged() async throws -> Bool {
        state.withLock { $0.receivedMessages.append(.deleteIfUnchanged) }
        return true
    }
}
