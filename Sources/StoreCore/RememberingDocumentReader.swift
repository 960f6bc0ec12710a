/// A document reader that remembers, for one run of a command, what the document was when the run
/// last read it (or, behind a `RememberingDocumentStore`, saved it), answers any later retrieval from
/// that, and tells whether the run used it at all.
///
/// Validation before exit goes through it: it judges what the command itself read or saved, without
/// reading a document again (a whole catalogue is costly to read), and is skipped for the readers the
/// command never used. Should another process replace the document meanwhile, the run judges the
/// document it saw, and `deleteIfUnchanged()` keeps the new one.
public actor RememberingDocumentReader<Document: Sendable>: DocumentReader {
    private let decoratee: any DocumentReader<Document>
    private var memory = StoreMemory<Document>()
    /// Whether this run has read, saved or deleted through this reader or its store.
    public private(set) var wasUsed = false

    public init(_ decoratee: any DocumentReader<Document>) {
        self.decoratee = decoratee
    }

    public func retrieve() async throws -> Document? {
        wasUsed = true
        if let known = memory.known { return try known.get() }
        let operation = memory.start()
        do {
            let document = try await decoratee.retrieve()
            memory.remember(.success(document), from: operation)
            return document
        } catch let cancellation as CancellationError {
            // A cancelled read says nothing about the document.
            throw cancellation
        } catch {
            memory.remember(.failure(error), from: operation)
            throw error
        }
    }

    /// When another process's document is kept, this run knows nothing of it: the next retrieval reads it.
    @discardableResult
    public func deleteIfUnchanged() async throws -> Bool {
        wasUsed = true
        let operation = memory.start()
        let deleted = try await decoratee.deleteIfUnchanged()
        if deleted { memory.remember(.success(nil), from: operation) }
        return deleted
    }

    /// A change the store behind the reader makes, remembered once it succeeds as the document it leaves.
    func change(leaving document: Document?, by change: @Sendable () async throws -> Void) async throws {
        wasUsed = true
        let operation = memory.start()
        try await change()
        memory.remember(.success(document), from: operation)
    }
}
