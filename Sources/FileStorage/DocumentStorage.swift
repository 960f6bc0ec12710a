import Foundation
import StoreCore

/// Where a program keeps its documents: a store for any kind of document, by its file's name in a
/// folder, so that a new kind of document needs a codec and a name, and nothing here.
public protocol DocumentStorage: Sendable {
    func store<Codec: DocumentCodec>(for codec: Codec.Type, named fileName: String, in folder: URL) -> any DocumentStore<Codec.Document>
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
}
