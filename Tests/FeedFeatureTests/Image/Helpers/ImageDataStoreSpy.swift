import FeedFeature
import Foundation
import Locking
import TestSupport

/// An `ImageDataStore` that records every message it receives and answers each with a stubbed result.
///
/// Unstubbed insertions succeed, and an unstubbed retrieval finds nothing. Given a
/// `suspension`, every message is held there before it answers.
final class ImageDataStoreSpy: ImageDataStore {
    enum ReceivedMessage: Equatable {
        case insert(data: Data, for: URL)
        case retrieve(dataFor: URL)
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var insertionResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<Data?, any Error> = .success(nil)
    }

    private let state = Locked(State())
    private let suspension: SuspensionPoint?

    init(suspension: SuspensionPoint? = nil) {
        self.suspension = suspension
    }

    var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    // MARK: - Insertion

    func completeInsertion(with error: any Error) {
        state.withLock { $0.insertionResult = .failure(error) }
    }

    func insert(_ data: Data, for url: URL) async throws {
        state.withLock { $0.receivedMessages.append(.insert(data: data, for: url)) }
        await suspension?.suspend()
        try state.withLock { $0.insertionResult }.get()
    }

    // MARK: - Retrieval

    func completeRetrieval(with error: any Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    func completeRetrieval(with data: Data) {
        state.withLock { $0.retrievalResult = .success(data) }
    }

    func completeRetrievalWithEmptyCache() {
        state.withLock { $0.retrievalResult = .success(nil) }
    }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        state.withLock { $0.receivedMessages.append(.retrieve(dataFor: url)) }
        await suspension?.suspend()
        return try state.withLock { $0.retrievalResult }.get()
    }
}
