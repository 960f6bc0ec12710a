/// One request the fixture server received, as it logged it.
struct LoggedRequest: Decodable, Sendable, Equatable {
    let method: String
    /// The raw request target: path and query, exactly as sent.
    let path: String
    let userAgent: String?
}
