import Foundation

/// A document store that keeps its document in memory, for tests and for runs that must not touch the disk.
///
/// A store made with `init(sharingDocumentOf:)` keeps the same document as the other, as two
/// processes do that open one file: what one saves, the other reads, and each has its own idea of
/// the document it last read or saved, which `deleteIfUnchanged()` compares.
public final class InMemoryDocumentStore<Document: Sendable>: DocumentStore {
    private let shelf: Shelf
    private let identity = UUID()

    public init(_ document: Document? = nil) {
        shelf = Shelf(document)
    }

    public init(sharingDocumentOf other: InMemoryDocumentStore) {
        shelf = other.shelf
    }

    // Throwing, as the contract's, though nothing here fails: callers treat every store alike.
    public func retrieve() async throws -> Document? {
        await shelf.retrieve(by: identity)
    }

    public func save(_ document: Document) async throws {
        await shelf.save(document, by: identity)
    }

    public func delete() async throws {
        await shelf.delete()
    }

    @discardableResult
    public func deleteIfUnchanged() async throws -> Bool {
        await shelf.deleteIfUnchanged(by: identity)
    }

    /// The one document the stores sharing it hold. Every change makes a new version, as every save
    /// of a file makes a new file; each store remembers the version it last read or saved.
    private actor Shelf {
        private var document: Document?
        private var version = 0
        private var versionSeen: [UUID: Int] = [:]

        init(_ document: Document?) {
            self.document = document
        }

        func retrieve(by store: UUID) -> Document? {
            versionSeen[store] = version
            return document
        }

        func save(_ document: Document, by store: UUID) {
            self.document = document
            version += 1
            versionSeen[store] = version
        }

        func delete() {
            guard document != nil else { return }
            document = nil
            version += 1
        }

        func deleteIfUnchanged(by store: UUID) -> Bool {
            guard document != nil else { return true }
            guard versionSeen[store] == version else { return false }
            delete()
            return true
        }
    }
}
