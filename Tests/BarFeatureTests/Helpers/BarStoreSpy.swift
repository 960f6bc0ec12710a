import BarFeature
import Locking

/// A `BarStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds an empty bar.
final class BarStoreSpy: BarStore {
    enum ReceivedMessage: Equatable {
        case retrieve
        case replace([LocalBarIngredient])
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var retrievalResult: Result<[LocalBarIngredient], any Error> = .success([])
        var replacementResult: Result<Void, any Error> = .success(())
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

    func retrieve() async throws -> [LocalBarIngredient] {
        let result = state.withLock { state in
            state.receivedMessages.append(.retrieve)
            return state.retrievalResult
        }
        return try result.get()
    }

    // MARK: - Replacement

    func completeReplacement(with error: any Error) {
        state.withLock { $0.replacementResult = .failure(error) }
    }

    func replace(with ingredients: [LocalBarIngredient]) async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.replace(ingredients))
            return state.replacementResult
        }
        try result.get()
    }
}
