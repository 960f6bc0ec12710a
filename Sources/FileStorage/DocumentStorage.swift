import Foundation
import StoreCore

/// Where a program keeps its documents: a store for any kind of document, by its file's name in a
/// folder, so that a new kind of document needs a codec and a name, and nothing here.
public protocol DocumentStorage: Sendable {
    func store<Codec: DocumentCodec>(for codec: Codec.Type, named fileName: String, in folder: URL) -> any DocumentStore<Codec.Document>

    /// A reader of part of the document a `Projection.Source` store keeps under the same name.
    func reader<Projection: DocumentProjection>(
        for projection: Projection.Type, named fileName: String, in folder: URL
    ) -> any DocumentReader<Projection.Document>
}

extension DocumentStorage {
    /// By default the whole document, read from its store and projected: what a projection must give,
    /// so a storage that cannot skip what the projection leaves out still answers rightly.
    public func reader<Projection: DocumentProjection>(
        for projection: Projection.Type,
        named fileName: String,
        in folder: URL
    ) -> any DocumentReader<Projection.Document> {
        ProjectedDocumentReader(store(for: Projection.Source.self, named: fileName, in: folder), projectedBy: Projection.project)
    }
}

/// Documents as files on disk: each a `FileDocumentStore`.
public struct FileSystemDocumentStorage: DocumentStorage {
    public init() {}

    public func store<Codec: DocumentCodec>(
        for codec: Codec.Type,
        named fileName: String,
        in folder: URL
    ) -> any DocumentStore<Codec.Document> {
        FileDocumentStore<Codec>(fileURL: folder.appendingPathComponent(fileName))
    }

    /// The file read by the projection's own decoder, which can skip what it does not need.
    public func reader<Projection: DocumentProjection>(
        for projection: Projection.Type,
        named fileName: String,
        in folder: URL
    ) -> any DocumentReader<Projection.Document> {
        FileDocumentStore<Projection>(fileURL: folder.appendingPathComponent(fileName))
    }
}
