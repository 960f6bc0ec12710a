import Foundation
import TestSupport

/// One answer of the fixture server, as `fixture_server.py` reads it from the routes file.
struct FixtureRoute: Encodable, Sendable {
    var status = 200
    /// The absolute path of a file whose bytes are the body.
    var file: String?
    /// The body itself, when there is no file.
    var body: String?
    var contentType = "application/json"
    /// Seconds the server waits before it sends anything.
    var delayBeforeHeaders: Double?
    /// Seconds the server waits between the headers and the body.
    var stallSeconds: Double?
    /// How many bytes of the body the server sends before that wait; none when nil.
    var bytesBeforeStall: Int?
    /// A body of this many bytes that the server makes as it writes it, instead of `file` or `body`.
    var generatedBytes: Int?
    /// False: no `Content-Length`, so the body ends when the server closes the connection.
    var announceLength: Bool?
    /// Extra response headers, such as `Retry-After`, sent as given.
    var headers: [String: String]?
    /// Routes answering successive requests for this target in turn, the last one every request
    /// after that; when set, the fields above are not used. The count restarts when the route changes.
    var responses: [FixtureRoute]?
    /// A whole catalogue answered as TheCocktailDB answers, for a route under a "PREFIX/*" key
    /// (see `RealCatalogue`); when set, `file` and `body` are not used.
    var catalogue: ServedCatalogue?

    /// A body recorded from the live API, from `Tests/Fixtures/thecocktaildb`.
    static func recorded(_ fixture: String, status: Int = 200) -> FixtureRoute {
        FixtureRoute(status: status, file: Fixtures.directory.appendingPathComponent(fixture).path)
    }

    /// The bytes of `file`, exactly: an image, say.
    static func file(_ file: URL, status: Int = 200, contentType: String = "image/jpeg") -> FixtureRoute {
        FixtureRoute(status: status, file: file.path, contentType: contentType)
    }

    static func text(_ body: String, status: Int = 200, contentType: String = "application/json") -> FixtureRoute {
        FixtureRoute(status: status, body: body, contentType: contentType)
    }

    /// `routes[0]` for the first request, `routes[1]` for the second, and the last one from then on.
    static func sequence(_ routes: [FixtureRoute]) -> FixtureRoute {
        FixtureRoute(responses: routes)
    }

    /// HTTP 429 asking the client to come back after `retryAfter`, the raw header value; none when nil.
    static func tooManyRequests(retryAfter: String?) -> FixtureRoute {
        FixtureRoute(status: 429, body: "", headers: retryAfter.map { ["Retry-After": $0] })
    }

    /// This route, answered only after `seconds`.
    func delayed(by seconds: Double) -> FixtureRoute {
        var route = self
        route.delayBeforeHeaders = seconds
        return route
    }

    /// A body of `bytes` bytes that starts like a feed, `{"drinks":[`, and never ends as JSON.
    /// The server makes it chunk by chunk as it writes, so it can be far larger than memory.
    /// - Parameter announcingLength: whether the headers say how long it is, or the closing connection does.
    static func generated(bytes: Int, announcingLength: Bool) -> FixtureRoute {
        FixtureRoute(generatedBytes: bytes, announceLength: announcingLength)
    }
}
