import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A plain `URLSession` client in the test process, for checking the fixture server itself
/// before any dringo command relies on it. It only ever asks the loopback server.
struct PlainHTTPClient: Sendable {
    struct Answer: Sendable {
        let status: Int
        let headers: [String: String]
        let body: Data

        /// A header's value, its name compared ignoring case.
        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    struct NotHTTP: Error {}

    private let session: URLSession

    init(maximumConnections: Int = 8, timeout: TimeInterval = 20) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = maximumConnections
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    func get(_ url: String) async throws -> Answer {
        let (body, response) = try await session.data(from: try #require(URL(string: url)))
        guard let response = response as? HTTPURLResponse else { throw NotHTTP() }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            headers[name] = value
        }
        return Answer(status: response.statusCode, headers: headers, body: body)
    }
}
