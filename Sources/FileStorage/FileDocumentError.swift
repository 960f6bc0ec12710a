/// Why a file document store could not read, save or delete its document. Each names the file.
public enum FileDocumentError: Error, Equatable {
    /// The file is there but cannot be read, or is not a document: corrupt, truncated, empty or of the wrong shape.
    case unreadable(path: String)
    /// The file is a document in a schema version this build does not know.
    case unsupportedVersion(Int, path: String)
    /// A file-system call failed while saving or deleting the document.
    case systemCallFailed(name: String, errno: Int32, path: String)

    /// The file's path.
    public var path: String {
        switch self {
        case let .unreadable(path), let .unsupportedVersion(_, path), let .systemCallFailed(_, _, path): path
        }
    }
}
