/// How one kind of document is kept in a file: its bytes, and what a failure with its file means
/// to whoever uses it.
public protocol DocumentCodec: Sendable {
    associatedtype Document: Sendable

    static func encode(_ document: Document) throws -> [UInt8]

    /// The document in `bytes`, or why they are not one.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> Document

    /// What a store of these documents throws for a failure with the file: by default the failure
    /// itself. A document with an error of its own, such as the bar's, says so here.
    static func error(for failure: FileDocumentError) -> any Error
}

extension DocumentCodec {
    public static func error(for failure: FileDocumentError) -> any Error {
        failure
    }
}

/// Why bytes are not a document a codec reads.
public enum DocumentCodecError: Error, Equatable {
    /// Corrupt, truncated, empty, or of the wrong shape.
    case unreadable
    /// A document in a schema version this build does not know.
    case unsupportedVersion(Int)
}
