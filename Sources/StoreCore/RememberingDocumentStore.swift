/// A document store whose reads, saves and deletions a `RememberingDocumentReader` remembers for one
/// run, so that a retrieval after a save answers with the saved document and validation before exit
/// judges what the run itself read or saved.
public final class RememberingDocumentStore<Document: Sendable>: DocumentStore {
    private let decoratee: any DocumentStore<Document>
    private let reader: RememberingDocumentReader<Document>

    public init(_ decoratee: any DocumentStore<Document>) {
        self.decoratee = decoratee
        reader = RememberingDocumentReader(decoratee)
    }

    /// Whether this run has read, saved or deleted through this store.
    public var wasUsed: Bool {
        get async { await reader.wasUsed }
    }

    public func retrieve() async throws -> Document? {
        try await reader.retrieve()
    }

    public func save(_ document: Document) async throws {
        try await reader.change(leaving: document) { [decoratee] in try await decoratee.save(document) }
    }

    public func delete() async throws {
        try await reader.change(leaving: nil) { [decoratee] in try await decoratee.delete() }
    }

    /// When another process's document is kept, this run knows nothing of it: the next retrieval reads it.
    @discardableResult
    public func deleteIfUnchanged() async throws -> Bool {
        try await reader.deleteIfUnchanged()
    }
}
