import StoreCore

/// A document store that records every message it receives, fails the ones it is told to, and
/// passes the rest on to the store it wraps: by default an in-memory one.
public actor DocumentStoreSpy<Document: Sendable>: DocumentStore {
    public enum Message: Sendable, Hashable {
        case retrieve
        case save
        case delete
        case deleteIfUnchanged
    }

    /// What a message told to fail throws, unless another error is given for it.
    public struct Failure: Error, Equatable {
        public let message: Message

        public init(message: Message) {
            self.message = message
        }
    }

    public private(set) var messages: [Message] = []
    private let store: any DocumentStore<Document>
    private let errors: [Message: any Error]

    public init(_ store: any DocumentStore<Document>, throwing errors: [Message: any Error] = [:]) {
        self.store = store
        self.errors = errors
    }

    public init(_ store: any DocumentStore<Document>, failing: Set<Message>) {
        self.init(store, throwing: Dictionary(uniqueKeysWithValues: failing.map { ($0, Failure(message: $0)) }))
    }

    public init(_ document: Document? = nil, failing: Set<Message> = []) {
        self.init(InMemoryDocumentStore(document), failing: failing)
    }

    public init(_ document: Document? = nil, throwing errors: [Message: any Error]) {
        self.init(InMemoryDocumentStore(document), throwing: errors)
    }

    /// A failing retrieval reads first, as a file that is there but cannot be decoded is read: the
    /// wrapped store knows the document it failed on.
    public func retrieve() async throws -> Document? {
        messages.append(.retrieve)
        let document = try await store.retrieve()
        if let error = errors[.retrieve] { throw error }
        return document
    }

    public func save(_ document: Document) async throws {
        try record(.save)
        try await store.save(document)
    }

    public func delete() async throws {
        try record(.delete)
        try await store.delete()
    }

    public func deleteIfUnchanged() async throws -> Bool {
        try record(.deleteIfUnchanged)
        return try await store.deleteIfUnchanged()
    }

    /// What the wrapped store holds, read past any failure and without recording a message.
    public func stored() async throws -> Document? {
        try await store.retrieve()
    }

    /// Records the message, and throws what it is told to throw for it, before the wrapped store is asked.
    private func record(_ message: Message) throws {
        messages.append(message)
        if let error = errors[message] { throw error }
    }
}
