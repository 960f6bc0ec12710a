/// The ways a request can fail before a response reaches a mapper.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// No connection, a refused connection, a reset, a timeout or any other transport failure.
    case connectivity
    /// The body grew past the configured limit while it streamed.
    case responseTooLarge(limit: Int)
    /// The server redirected to a scheme other than HTTP or HTTPS.
    case unsupportedRedirect
    /// The connection was made, but the server's certificate was refused: not trusted (self-signed, or
    /// signed by an unknown authority, as a TLS-intercepting proxy's is), expired, not yet valid, or
    /// made out for another host.
    case untrustedCertificate
}
