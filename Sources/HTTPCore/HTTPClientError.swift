/// The ways a request can fail before a response reaches a mapper.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// No connection, a refused connection, a reset, a timeout or any other transport failure.
    case connectivity
    /// The body grew past the configured limit while it streamed.
    case responseTooLarge(limit: Int)
    /// The server redirected to a scheme other than HTTP or HTTPS.
    case unsupportedRedirect
}
