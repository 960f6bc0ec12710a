/// One request the fixture server received, as it logged it.
struct LoggedRequest: Sendable, Equatable {
    let method: String
    /// The raw request target: path and query, exactly as sent.
    let path: String
    let userAgent: String?
    /// When the server began the request, in seconds of its own monotonic clock: comparable only
    /// with other requests' times from the same server.
    let startedAt: Double
    /// When the server had written the whole answer, or the client had gone; nil while it answers.
    let endedAt: Double?
}

/// One line of the request log: a request's start, with all but `endedAt`, or its end, with only `id` and `endedAt`.
struct RequestLogLine: Decodable, Sendable {
    let id: Int
    let method: String?
    let path: String?
    let userAgent: String?
    let startedAt: Double?
    let endedAt: Double?

    /// The requests the lines describe, in the order they started, each with its end when logged.
    static func requests(from lines: [RequestLogLine]) -> [LoggedRequest] {
        var ends: [Int: Double] = [:]
        for line in lines {
            if let endedAt = line.endedAt { ends[line.id] = endedAt }
        }
        return lines.compactMap { line in
            guard let method = line.method, let path = line.path, let startedAt = line.startedAt else { return nil }
            return LoggedRequest(method: method, path: path, userAgent: line.userAgent, startedAt: startedAt, endedAt: ends[line.id])
        }
    }
}
