import Foundation
import HTTPCore
import HTTPInfra
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSessionHTTPClient` against a `URLProtocolStub`: every test stubs a host of its own,
/// so the suite runs in parallel.
@Suite("URLSessionHTTPClient", .timeLimit(.minutes(20)))
final class URLSessionHTTPClientTests {
    private let leakTracker = LeakTracker()
    private var stubbedURLs: [URL] = []

    deinit {
        stubbedURLs.forEach(URLProtocolStub.removeStub(for:))
        #expect(leakTracker.leaks == [])
    }

    // MARK: - The request

    @Test func get_performsGETRequestWithURL() async throws {
        let url = uniqueURL(path: "/api/json/v1/1/search.php?s=Tommy%27s%20Margarita%20%26%20Co")
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200))

        _ = try await sut.get(from: url)

        let requests = URLProtocolStub.requests(for: url)
        #expect(requests.map(\.url) == [url])
        #expect(requests.map(\.method) == ["GET"])
    }

    @Test func get_sendsConfiguredUserAgent() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200), userAgent: "dringo/9.9 (tests)")

        _ = try await sut.get(from: url)

        #expect(URLProtocolStub.requests(for: url).map(\.userAgent) == ["dringo/9.9 (tests)"])
    }

    // MARK: - The response

    @Test(arguments: [200, 201, 204, 301, 404, 500, 503])
    func get_deliversDataAndStatusCodeOfAnyStatus(statusCode: Int) async throws {
        let url = uniqueURL()
        let body = Data("body of \(statusCode)".utf8)
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: statusCode, chunks: [body]))

        let (data, response) = try await sut.get(from: url)

        #expect(data == body)
        #expect(response == HTTPResponse(url: url, statusCode: statusCode))
    }

    @Test func get_deliversResponseHeadersFoundIgnoringCase() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 429, headers: ["Retry-After": "7"]))

        let (_, response) = try await sut.get(from: url)

        #expect(response.value(forHTTPHeaderField: "retry-after") == "7")
        #expect(response.value(forHTTPHeaderField: "Retry-After") == "7")
    }

    @Test func get_deliversEmptyDataOn200WithEmptyBody() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200, chunks: []))

        let (data, response) = try await sut.get(from: url)

        #expect(data.isEmpty)
        #expect(response.statusCode == 200)
    }

    @Test func get_deliversChunksJoinedInOrder() async throws {
        let url = uniqueURL()
        let sut = makeSUT(
            stubbing: url, with: .respond(statusCode: 200, chunks: [Data("{\"drinks\"".utf8), Data(":".utf8), Data("null}".utf8)]))

        let (data, _) = try await sut.get(from: url)

        #expect(data == Data("{\"drinks\":null}".utf8))
    }

    @Test func get_deliversResponsesOfConcurrentRequestsToTheirOwnCallers() async throws {
        let (first, second) = (uniqueURL(), uniqueURL())
        let sut = makeSUT(stubbing: first, with: .respond(statusCode: 200, chunks: [Data("first".utf8)]))
        stub(second, with: .respond(statusCode: 404, chunks: [Data("second".utf8)]))

        async let firstResult = sut.get(from: first)
        async let secondResult = sut.get(from: second)
        let results = try await [firstResult, secondResult]

        #expect(results.map(\.0) == [Data("first".utf8), Data("second".utf8)])
        #expect(results.map(\.1) == [HTTPResponse(url: first, statusCode: 200), HTTPResponse(url: second, statusCode: 404)])
    }

    // MARK: - Failures

    @Test(
        "RF-3: get delivers a connectivity error on a request error",
        arguments: [
            URLError.Code.notConnectedToInternet, .cannotConnectToHost, .networkConnectionLost, .timedOut, .cannotFindHost, .cancelled,
        ])
    func get_deliversConnectivityErrorOnRequestError(code: URLError.Code) async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .fail(code))

        await #expect(throws: HTTPClientError.connectivity) {
            try await sut.get(from: url)
        }
    }

    @Test(
        "RF-5: get delivers an untrusted-certificate error when the server's certificate is refused",
        arguments: [
            // What Linux FoundationNetworking reports, measured against libcurl 7.88 with OpenSSL 3.
            (URLError.Code.unknown, "SSL certificate problem: self-signed certificate"),
            (.unknown, "SSL certificate problem: unable to get local issuer certificate"),
            (.unknown, "SSL certificate problem: certificate has expired"),
            (.unknown, "SSL certificate problem: certificate is not yet valid"),
            (.unknown, "SSL: no alternative certificate subject name matches target host name '127.0.0.1'"),
            (.unknown, "SSL: certificate subject name 'example.org' does not match target host name '127.0.0.1'"),
            // What Apple platforms report.
            (.serverCertificateUntrusted, "The certificate for this server is invalid."),
            (.serverCertificateHasBadDate, "The certificate for this server has expired."),
            (.serverCertificateHasUnknownRoot, "The certificate for this server was signed by an unknown authority."),
            (.serverCertificateNotYetValid, "The certificate for this server is not yet valid."),
        ])
    func get_deliversUntrustedCertificateErrorOnRefusedCertificate(code: URLError.Code, description: String) async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .failDescribed(code, description: description))

        await #expect(throws: HTTPClientError.untrustedCertificate) {
            try await sut.get(from: url)
        }
    }

    @Test(
        "RF-3: get delivers a connectivity error on a TLS failure that is not the certificate's",
        arguments: [
            (URLError.Code.unknown, "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number"),
            (.unknown, "OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to 127.0.0.1:443"),
            (.secureConnectionFailed, "An SSL error has occurred and a secure connection to the server cannot be made."),
            (.cannotConnectToHost, "Failed to connect to 127.0.0.1 port 443: SSL certificate problem: none"),
        ])
    func get_deliversConnectivityErrorOnOtherTLSFailure(code: URLError.Code, description: String) async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .failDescribed(code, description: description))

        await #expect(throws: HTTPClientError.connectivity) {
            try await sut.get(from: url)
        }
    }

    @Test("RF-3: get delivers a connectivity error when the server stays silent past the timeout")
    func get_deliversConnectivityErrorOnTimeout() async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .neverRespond, timeout: 1)

        await #expect(throws: HTTPClientError.connectivity) {
            try await sut.get(from: url)
        }
    }

    @Test("RF-3: get delivers a connectivity error when the body stalls past the timeout")
    func get_deliversConnectivityErrorOnTimeoutDuringBody() async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200, chunks: [Data("{\"dri".utf8)], finishes: false), timeout: 1)

        await #expect(throws: HTTPClientError.connectivity) {
            try await sut.get(from: url)
        }
    }

    @Test(arguments: ["ftp://any-host.example/file", "file:///etc/passwd", "data:,hello"])
    func get_deliversConnectivityErrorOnNonWebURLWithoutRequestingIt(text: String) async throws {
        let url = try #require(URL(string: text))
        let sut = makeSUT()

        await #expect(throws: HTTPClientError.connectivity) {
            try await sut.get(from: url)
        }
    }

    // MARK: - Size limit

    @Test("RF-2: get refuses a body that streams past the limit")
    func get_deliversResponseTooLargeOnBodyPastLimit() async {
        let url = uniqueURL()
        let chunks = [Data(count: 4), Data(count: 4), Data(count: 3)]
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200, chunks: chunks), maxResponseBytes: 10)

        await #expect(throws: HTTPClientError.responseTooLarge(limit: 10)) {
            try await sut.get(from: url)
        }
    }

    @Test("RF-2: get refuses a body past the limit without waiting for its end")
    func get_deliversResponseTooLargeOnBodyPastLimitBeforeItEnds() async {
        let url = uniqueURL()
        let sut = makeSUT(
            stubbing: url,
            with: .respond(statusCode: 200, chunks: [Data(count: 6), Data(count: 6)], finishes: false),
            maxResponseBytes: 10,
            timeout: Self.longerThanTimeLimit
        )

        await #expect(throws: HTTPClientError.responseTooLarge(limit: 10)) {
            try await sut.get(from: url)
        }
    }

    @Test func get_deliversBodyExactlyAtLimit() async throws {
        let url = uniqueURL()
        let chunks = [Data(repeating: 1, count: 4), Data(repeating: 2, count: 4), Data(repeating: 3, count: 2)]
        let sut = makeSUT(
            stubbing: url,
            with: .respond(statusCode: 200, headers: ["Content-Length": "10"], chunks: chunks),
            maxResponseBytes: 10
        )

        let (data, _) = try await sut.get(from: url)

        #expect(data == chunks.reduce(Data(), +))
    }

    @Test("RF-2: get refuses a body whose Content-Length announces more than the limit")
    func get_deliversResponseTooLargeOnContentLengthPastLimit() async {
        let url = uniqueURL()
        // The body never comes, and the deadline is far off: only the header can end this.
        let sut = makeSUT(
            stubbing: url,
            with: .respond(statusCode: 200, headers: ["Content-Length": "11"], chunks: [], finishes: false),
            maxResponseBytes: 10,
            timeout: Self.longerThanTimeLimit
        )

        await #expect(throws: HTTPClientError.responseTooLarge(limit: 10)) {
            try await sut.get(from: url)
        }
    }

    // MARK: - Cancellation

    @Test func get_deliversCancellationErrorWhenCallingTaskIsCancelledInFlight() async {
        let url = uniqueURL()
        let (started, didStart) = AsyncStream<Void>.makeStream()
        let sut = makeSUT(stubbing: url, with: .neverRespond, timeout: Self.longerThanTimeLimit, onStartLoading: { didStart.yield() })

        let task = Task { try await sut.get(from: url) }
        for await _ in started { break }
        task.cancel()
        let result = await task.result

        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func get_deliversCancellationErrorWithoutRequestingWhenCallingTaskIsAlreadyCancelled() async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200))

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.get(from: url)
        }
        let result = await task.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(URLProtocolStub.requests(for: url).isEmpty)
    }

    // MARK: - Redirects a URLProtocol reports

    /// Linux URLSession follows redirects only for its own HTTP transfers: a `URLProtocol`'s
    /// 3xx is a final answer (and reporting `wasRedirectedTo` crashes). Real redirects are in
    /// `URLSessionHTTPClientRedirectTests`.
    @Test func get_deliversRedirectResponseOfProtocolWithoutFollowingIt() async throws {
        let url = uniqueURL()
        let sut = makeSUT(
            stubbing: url, with: .respond(statusCode: 302, headers: ["Location": "file:///etc/passwd"], chunks: [Data("moved".utf8)]))

        let (data, response) = try await sut.get(from: url)

        #expect(response.statusCode == 302)
        #expect(data == Data("moved".utf8))
        #expect(URLProtocolStub.requests(for: url).count == 1)
    }

    // MARK: - Memory

    @Test func client_deallocatesAfterUse() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .respond(statusCode: 200, chunks: [anyData()]))

        _ = try await sut.get(from: url)
        // `makeSUT` tracks the client; the suite's deinit checks it is gone.
    }

    @Test func client_deallocatesAfterCancelledAndTimedOutRequests() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .neverRespond, timeout: 1)

        let cancelled = Task { try await sut.get(from: url) }
        cancelled.cancel()
        _ = await cancelled.result
        _ = try? await sut.get(from: url)
    }

    // MARK: - Helpers

    /// Past the suite's time limit: a test with this timeout ends only if the client itself ends the request.
    private static let longerThanTimeLimit: TimeInterval = 3600

    private func makeSUT(
        stubbing url: URL? = nil,
        with answer: URLProtocolStub.Answer = .respond(statusCode: 200),
        maxResponseBytes: Int = 1024,
        timeout: TimeInterval = 10,
        userAgent: String = "dringo-tests",
        onStartLoading: @escaping @Sendable () -> Void = {},
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> URLSessionHTTPClient {
        if let url {
            stub(url, with: answer, onStartLoading: onStartLoading)
        }
        let configuration = URLSessionHTTPClient.Configuration(timeout: timeout, maxResponseBytes: maxResponseBytes, userAgent: userAgent)
        let sut = URLSessionHTTPClient(configuration: configuration, protocolClasses: [URLProtocolStub.self])
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    private func stub(_ url: URL, with answer: URLProtocolStub.Answer, onStartLoading: @escaping @Sendable () -> Void = {}) {
        URLProtocolStub.stub(url, with: answer, onStartLoading: onStartLoading)
        stubbedURLs.append(url)
    }

    /// A URL on a host no other test uses.
    private func uniqueURL(path: String = "/api/json/v1/1/filter.php?c=Cocktail") -> URL {
        URL(string: "http://\(UUID().uuidString.lowercased()).stub.invalid\(path)") ?? anyURL()
    }
}
