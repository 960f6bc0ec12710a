/// The failures the remote use cases deliver.
public enum RemoteLoadError: Error, Equatable, Sendable {
    case connectivity
    case invalidData
    /// The server answered 404: there is nothing at the address asked, which usually means the
    /// origin or the key it was built from is wrong.
    case notFound
    /// The server's certificate was refused, so nothing was asked: a failure of the connection, which
    /// usually means the origin is wrong or something between (a proxy) presents its own certificate.
    case untrustedCertificate
}
