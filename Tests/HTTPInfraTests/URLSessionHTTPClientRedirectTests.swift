import Foundation
import HTTPCore
import HTTPInfra
import TestSupport
import Testing

/// Redirects need a real HTTP server: Linux URLSession follows them only in its own HTTP
/// transfers, and crashes when a `URLProtocol` reports one.
@Suite("URLSessionHTTPClient redirects", .timeLimit(.minutes(20)))
final class URLSessionHTTPClientRedirectTests {
    private let leakTracker = LeakTracker()
    private var servers: [LoopbackHTTPServer] = []

    deinit {
        servers.forEach { $0.stop() }
        #expect(leakTracker.leaks == [])
    }

    @Test(arguments: [
        "file:///etc/passwd",
        "FILE:///etc/passwd",
        "ftp://127.0.0.1:21/drinks.json",
        "javascript:alert(1)",
        "gopher://127.0.0.1/x",
    ])
    func get_refusesRedirectToNonWebScheme(location: String) async throws {
        let server = try makeServer { path in
            path == "/start"
                ? .init(statusCode: 302, headers: ["Location": location], body: Data("moved".utf8))
                : .init(statusCode: 200, body: Data("followed".utf8))
        }
        let sut = makeSUT()

        await #expect(throws: HTTPClientError.unsupportedRedirect) {
            try await sut.get(from: server.url("/start"))
        }
        #expect(server.requestedPaths == ["/start"], "The redirect was followed")
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func get_followsRedirectWithinHTTP(statusCode: Int) async throws {
        let server = try makeServer { path in
            path == "/start"
                ? .init(statusCode: statusCode, headers: ["Location": "/final"]) : .init(statusCode: 200, body: Data("final body".utf8))
        }
        let sut = makeSUT()

        let (data, response) = try await sut.get(from: server.url("/start"))

        #expect(data == Data("final body".utf8))
        #expect((response.url, response.statusCode) == (server.url("/final"), 200))
        #expect(server.requestedPaths == ["/start", "/final"])
    }

    @Test func get_followsRedirectToAbsoluteHTTPURL() async throws {
        let server = try makeServer { path in .init(statusCode: 200, body: Data(path.utf8)) }
        let target = server.url("/final?c=Cocktail")
        let redirecting = try makeServer { _ in .init(statusCode: 302, headers: ["Location": target.absoluteString]) }
        let sut = makeSUT()

        let (data, response) = try await sut.get(from: redirecting.url("/start"))

        #expect(data == Data("/final?c=Cocktail".utf8))
        #expect((response.url, response.statusCode) == (target, 200))
    }

    @Test func get_sendsConfiguredUserAgentOverRealHTTP() async throws {
        let server = try makeServer { _ in .init(statusCode: 200, body: Data("{}".utf8)) }
        let sut = makeSUT()

        let (data, response) = try await sut.get(from: server.url("/api/json/v1/1/filter.php?c=Cocktail"))

        #expect(data == Data("{}".utf8))
        #expect(response.statusCode == 200)
        #expect(server.requests.map(\.target) == ["/api/json/v1/1/filter.php?c=Cocktail"])
        #expect(server.requests.map { $0.headers["user-agent"] } == ["dringo-tests"])
    }

    @Test("RF-3: a deadline that ends the request while a redirect waits for its answer never crashes URLSession")
    func get_deadlineDuringRedirect_endsTheRequestWithoutCrashing() async throws {
        let refusing = try makeServer { _ in .init(statusCode: 302, headers: ["Location": "file:///etc/passwd"]) }
        let following = try makeServer { path in
            path == "/start" ? .init(statusCode: 302, headers: ["Location": "/final"]) : .init(statusCode: 200, body: Data("final".utf8))
        }
        // Deadlines around a loopback round trip, so that some of them fall between the redirect
        // reaching the delegate and its answer reaching URLSession.
        for microseconds in stride(from: 200, through: 6_000, by: 200) {
            let sut = URLSessionHTTPClient(
                configuration: .init(timeout: Double(microseconds) / 1_000_000, maxResponseBytes: 1024, userAgent: "dringo-tests"))
            leakTracker.track(sut)

            for url in [refusing.url("/start"), following.url("/start")] {
                do {
                    _ = try await sut.get(from: url)
                } catch let error as HTTPClientError {
                    #expect(error == .unsupportedRedirect || error == .connectivity)
                }
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> URLSessionHTTPClient {
        let sut = URLSessionHTTPClient(configuration: .init(timeout: 10, maxResponseBytes: 1024, userAgent: "dringo-tests"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    private func makeServer(route: @escaping @Sendable (String) -> LoopbackHTTPServer.Reply) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer(route: route)
        servers.append(server)
        return server
    }
}
