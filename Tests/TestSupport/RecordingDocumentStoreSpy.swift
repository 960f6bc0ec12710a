import Locking
import StoreCore

/// A document store that records every message it receives, the document saved included, and answers each
/// with a stubbed result: the user-data use cases' spy, where a test checks what was saved and in what order.
///
/// Unstubbed operations succeed, and an unstubbed retrieval finds nothing saved. A delete is only recorded.
public final class RecordingDocumentStoreSpy<Document: Sendable & Equatable>: DocumentStore {
    public enum ReceivedMessage: Equatable, Sendable {
        case retrieve
        case save(Document)
        case delete
        case deleteIfUnchanged
    }

    private struct State {
        var receivedMessages: [ReceivedMessage] = []
        var retrievalResult: Result<Document?, any Error> = .success(nil)
        var savingResult: Result<Void, any Error> = .success(())
    }

    private let state = Locked(State())

    public init() {}

    public var receivedMessages: [ReceivedMessage] {
        state.withLock { $0.receivedMessages }
    }

    public func completeRetrieval(with error: any Error) {
        state.withLock { $0.retrievalResult = .failure(error) }
    }

    public func completeRetrieval(with document: Document) {
        state.withLock { $0.retrievalResult = .success(document) }
    }

    public func retrieve() async throws -> Document? {
        let result = state.withLock { state in
            state.receivedMessages.append(.retrieve)
            return state.retrievalResult
        }
        return try result.get()
    }

    public func completeSaving(with error: any Error) {
        state.withLock { $0.savingResult = .failure(error) }
    }

    public func save(_ document: Document) async throws {
        let result = state.withLock { state in
            state.receivedMessages.append(.save(document))
            return state.savingResult
        }
        try result.get()
    }

    public func delete() async throws {
        state.withLock { $0.receivedMessages.append(.delete) }
    }

    public func deleteIfUnchanged() async throws -> Bool {
        state.withLock { $0.receivedMessages.append(.deleteIfUnchanged) }
        return true
    }
}
