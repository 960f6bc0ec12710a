import FavouritesFeature
import Locking

/// A `FavouritesStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds nothing saved.
final class FavouritesStoreSpy: FavouritesStore {
    enum ReceivedMessage: Equatable {
        case retrieve
        case save([LocalFavourite])
        case delete
        case deleteIfUnchanged
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var retrievalResult: Result<[LocalFavourite]?, any Error> = .success(nil)
        var savingResult: Result<Void, any Error> = .success(())
    }

    private let state = Locked(State())

    var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    func completeRetrieval(with error: any Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrieval(with favourites: [LocalFavourite]) {
        state.withLock { $0.retrievalResult = .success(favourites) }
    }

    func retrieve() async throws -> [LocalFavourite]? {
        let result = state.withLock { state in
            state.receivedMessages.append(.retrieve)
            return state.retrievalResult
        }
        return try result.get()
    }

    func completeSaving(with error: any Error) {
        state.withLock { $0.savingResult = .failure(error) }
    }

    func save(_ favourites: [LocalFavourite]) async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.save(favourites))
            return state.savingResult
        }
        try result.get()
    }

    /// The favourites are never deleted: recorded, so that a test would see it.
    func delete() async throws {
        state.withLock { $0.receivedMessages.append(.delete) }
    }

    func deleteIfUnchanged() async throws -> Bool {
        state.withLock { $0.receivedMessages.append(.deleteIfUnchanged) }
        return true
    }
}
