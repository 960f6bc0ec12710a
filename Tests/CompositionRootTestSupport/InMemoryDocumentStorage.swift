import FileStorage
import Foundation
import Locking
import StoreCore

/// The acceptance tests' storage: every document in memory, known by its file's name, so that a
/// test can hand the program its own store for a name and find what the program kept under any name.
/// A kind of document the program has never kept before needs nothing here.
public final class InMemoryDocumentStorage: DocumentStorage {
    private struct Shelf {
        var stores: [String: any Sendable] = [:]
        var folders: [String: URL] = [:]
    }

    private let shelf = Locked(Shelf())

    public init() {}

    /// The program is to keep the document `fileName` in `store`, whatever folder it asks for.
    public func place<Document>(_ store: any DocumentStore<Document>, named fileName: String) {
        shelf.withLock { $0.stores[fileName] = store }
    }

    /// The store the program kept `fileName` in, or was to keep it in; nil when it made none.
    public func store<Document>(named fileName: String, of _: Document.Type = Document.self) -> (any DocumentStore<Document>)? {
        shelf.withLock { $0.stores[fileName] as? any DocumentStore<Document> }
    }

    /// The folder the program asked to keep `fileName` in; nil when it did not ask.
    public func folder(ofFileNamed fileName: String) -> URL? {
        shelf.withLock { $0.folders[fileName] }
    }

    /// The store placed for the name, else a new in-memory one, which is then kept under the name.
    public func store<Codec: DocumentCodec>(
        for codec: Codec.Type,
        named fileName: String,
        in folder: URL
    ) -> any DocumentStore<Codec.Document> {
        shelf.withLock { shelf in
            shelf.folders[fileName] = folder
            if let placed = shelf.stores[fileName] as? any DocumentStore<Codec.Document> { return placed }
            let made = InMemoryDocumentStore<Codec.Document>()
            shelf.stores[fileName] = made
            return made
        }
    }

    /// The projection of the document kept under the name, read as another process would read it: an
    /// in-memory store keeps its documents whole, so the whole is read and then projected.
    public func reader<Projection: DocumentProjection>(
        for projection: Projection.Type,
        named fileName: String,
        in folder: URL
    ) -> any DocumentReader<Projection.Document> {
        let source = store(for: Projection.Source.self, named: fileName, in: folder)
        let ownView = (source as? InMemoryDocumentStore<Projection.Source.Document>).map { InMemoryDocumentStore(sharingDocumentOf: $0) }
        return ProjectedDocumentReader(ownView ?? source, projectedBy: Projection.project)
    }
}
