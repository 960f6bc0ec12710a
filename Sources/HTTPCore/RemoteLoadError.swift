/// The failures the remote use cases deliver.
public enum RemoteLoadError: Error, Equatable, Sendable {
    case connectivity
    case invalidData
    /// The server answered 404: there is nothing at the address asked, which usually means the
    /// origin or the key it was built from is wrong.
    case notFound
}
