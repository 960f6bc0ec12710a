import Foundation

/// How one kind of document is read from a file, and what a failure with its file means to whoever
/// uses it.
public protocol DocumentDecoding: Sendable {
    associatedtype Document: Sendable

    /// The document in `bytes`, or why they are not one.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> Document

    /// The document in a file's contents: by default, `decode(_:)` over its bytes. A document that keeps bytes
    /// to read later, as the catalogue's directory keeps its drinks, keeps `data` here rather than a copy.
    static func decode(_ data: Data) throws(DocumentCodecError) -> Document

    /// What a store of these documents throws for a failure with the file: by default the failure
    /// itself. A document with an error of its own, such as the bar's, says so here.
    static func error(for failure: FileDocumentError) -> any Error

    /// How many bytes at the start of a file usually hold all that `decode(leading:)` needs, for a decoder that
    /// reads only the start of a document; nil, the default, reads every file whole.
    static var leadingByteCount: Int? { get }

    /// The document from the first `leadingByteCount` bytes of a longer file, exactly as `decode(_:)` would give it
    /// from the whole; nil when that needs more of the file, which is then read whole, so that a document that does
    /// not decode fails as it always did. By default nil.
    static func decode(leading bytes: UnsafeRawBufferPointer) -> Document?
}

extension DocumentDecoding {
    public static func decode(_ data: Data) throws(DocumentCodecError) -> Document {
        try data.withUnsafeBytes { bytes in Result { () throws(DocumentCodecError) in try decode(bytes) } }.get()
    }

    public static func error(for failure: FileDocumentError) -> any Error {
        failure
    }

    public static var leadingByteCount: Int? { nil }

    public static func decode(leading bytes: UnsafeRawBufferPointer) -> Document? {
        nil
    }
}

/// How one kind of document is kept in a file: read, and written.
public protocol DocumentCodec: DocumentDecoding {
    static func encode(_ document: Document) throws -> [UInt8]
}

/// Reads part of another codec's documents from their file: what some queries need, without
/// building the rest. `decode` must give what `project` gives for the decoded document; where it
/// reads less, it judges only what it reads.
public protocol DocumentProjection: DocumentDecoding {
    associatedtype Source: DocumentCodec

    /// The projection of a whole document, for stores that keep documents as values.
    static func project(_ document: Source.Document) -> Document
}

/// Why bytes are not a document a codec reads.
public enum DocumentCodecError: Error, Equatable {
    /// Corrupt, truncated, empty, or of the wrong shape.
    case unreadable
    /// A document in a schema version this build does not know.
    case unsupportedVersion(Int)
}
