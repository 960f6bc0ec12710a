/// The two failures the remote use cases deliver.
public enum RemoteLoadError: Error, Equatable, Sendable {
    case connectivity
    case invalidData
}
