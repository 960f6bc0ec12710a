import Foundation

/// What a feature needs to know about an HTTP answer.
///
/// Features use this rather than `HTTPURLResponse`, which lives in
/// FoundationNetworking on Linux and would drag infrastructure inward.
public struct HTTPResponse: Sendable, Equatable {
    public let url: URL
    public let statusCode: Int
    /// The header fields as the server sent them; look one up with `value(forHTTPHeaderField:)`.
    public let headers: [String: String]

    public init(url: URL, statusCode: Int, headers: [String: String] = [:]) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
    }

    public var isOK: Bool { statusCode == 200 }

    /// Throws unless the answer is HTTP 200: `RemoteLoadError.notFound` for a 404, which says the
    /// address is wrong rather than the data, and `.invalidData` for any other status.
    public func checkStatus() throws(RemoteLoadError) {
        guard !isOK else { return }
        throw statusCode == 404 ? .notFound : .invalidData
    }

    /// The value of a header field, its name matched ignoring case as HTTP requires.
    public func value(forHTTPHeaderField name: String) -> String? {
        if let value = headers[name] { return value }
        let wanted = name.lowercased()
        // Sorted, so that two spellings of one name always give the same answer.
        return headers.keys.sorted().first { $0.lowercased() == wanted }.flatMap { headers[$0] }
    }
}
