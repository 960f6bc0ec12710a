import StoreCore

/// A store whose document another process replaces right after this store first reads it: the
/// race in which a run reads an expired (or unreadable) cache, and a `sync` or `feed` in another
/// terminal saves a fresh one before the run exits.
public actor ReplacedAfterReadStore<Document: Sendable>: DocumentStore {
    /// What the first read finds unreadable throws.
    public struct Unreadable: Error, Equatable {}

    private let store: InMemoryDocumentStore<Document>
    private let otherProcess: InMemoryDocumentStore<Document>
    private var replacement: Document?
    private let firstReadIsUnreadable: Bool

    /// - Parameters:
    ///   - firstReadIsUnreadable: the first read fails, as a corrupt file does.
    public init(_ document: Document?, firstReadIsUnreadable: Bool = false, replacement: Document) {
        store = InMemoryDocumentStore(document)
        otherProcess = InMemoryDocumentStore(sharingDocumentOf: store)
        self.replacement = replacement
        self.firstReadIsUnreadable = firstReadIsUnreadable
    }

    public func retrieve() async throws -> Document? {
        let document = try await store.retrieve()
        guard let replacement else { return document }
        self.replacement = nil
        try await otherProcess.save(replacement)
        if firstReadIsUnreadable { throw Unreadable() }
        return document
    }

    public func save(_ document: Document) async throws {
        try await store.save(document)
    }

    public func delete() async throws {
        try await store.delete()
    }

    public func deleteIfUnchanged() async throws -> Bool {
        try await store.deleteIfUnchanged()
    }

    /// What the document is now, as a third process would read it.
    public func stored() async throws -> Document? {
        try await InMemoryDocumentStore(sharingDocumentOf: store).retrieve()
    }
}
