import Foundation
import HTTPCore
import Locking

/// An HTTP client that answers from a table instead of the network, and records what it was asked.
public final class HTTPClientStub: HTTPClient {
    public typealias Responder = @Sendable (URL) throws -> (Data, HTTPResponse)

    private let responder: Responder
    private let requests = Locked<[URL]>([])

    public init(_ responder: @escaping Responder) {
        self.responder = responder
    }

    public var requestedURLs: [URL] { requests.withLock { $0 } }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        requests.withLock { $0.append(url) }
        try Task.checkCancellation()
        return try responder(url)
    }

    /// Every request fails as if there were no network.
    public static var offline: HTTPClientStub {
        HTTPClientStub { _ in throw HTTPClientError.connectivity }
    }

    /// Every request meets a server certificate that is refused, as behind a TLS-intercepting proxy.
    public static var untrustedCertificate: HTTPClientStub {
        HTTPClientStub { _ in throw HTTPClientError.untrustedCertificate }
    }

    /// Answers each request whose path ends with a key of `routes` (query included, e.g.
    /// `"filter.php?c=Cocktail"`) with that route's status and body; any other request gets a 404.
    public static func online(_ routes: [String: (status: Int, body: Data)]) -> HTTPClientStub {
        HTTPClientStub { url in
            let target = url.path + (url.query.map { "?" + $0 } ?? "")
            for (suffix, answer) in routes where target.hasSuffix(suffix) {
                return (answer.body, HTTPResponse(url: url, statusCode: answer.status))
            }
            return (Data(), HTTPResponse(url: url, statusCode: 404))
        }
    }
}
