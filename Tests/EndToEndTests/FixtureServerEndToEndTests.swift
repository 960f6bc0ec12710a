import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fixture server's own features, checked with a plain HTTP client in the test process, so the
/// catalogue's end-to-end tests can rely on them: answers in sequence, extra headers, requests
/// answered concurrently, and the start and end of each request in the log.
struct FixtureServerEndToEndTests {
    private static let letter = "/api/json/v1/1/search.php?f=a"

    @Test("a sequence route answers 429 with Retry-After, then 200, and repeats its last answer")
    func sequenceRoute_answersInTurnThenRepeatsTheLast() async throws {
        let sandbox = try await Sandbox.online(serving: [
            Self.letter: .sequence([.tooManyRequests(retryAfter: "1"), .text(#"{"drinks":null}"#)])
        ])
        let server = try sandbox.remote()
        let client = PlainHTTPClient()

        var answers: [PlainHTTPClient.Answer] = []
        for _ in 1...3 {
            answers.append(try await client.get(server.baseURL + Self.letter))
        }

        #expect(answers.map(\.status) == [429, 200, 200])
        #expect(answers[0].header("Retry-After") == "1")
        #expect(answers[1].header("Retry-After") == nil)
        #expect(answers.map { String(decoding: $0.body, as: UTF8.self) } == ["", #"{"drinks":null}"#, #"{"drinks":null}"#])
        let requests = try await server.answeredRequests()
        #expect(requests.map(\.path) == Array(repeating: Self.letter, count: 3))
        // The in-flight count allows for the server logging an end just after the client has read it; comparing
        // raw end and start times did not, and failed on a busy machine.
        #expect(maximumInFlight(of: requests) == 1, "one request after the other never overlap: \(requests)")
    }

    @Test("a sequence starts again when the test sets the route anew")
    func sequenceRoute_startsAgain_whenRoutesAreSetAgain() async throws {
        let route = FixtureRoute.sequence([.tooManyRequests(retryAfter: nil), .text("{}")])
        let sandbox = try await Sandbox.online(serving: [Self.letter: route])
        let server = try sandbox.remote()
        let client = PlainHTTPClient()

        let first = try await client.get(server.baseURL + Self.letter)
        try server.setRoutes([Self.letter: .sequence([.text("{}", status: 500), .text("{}")])])
        let second = try await client.get(server.baseURL + Self.letter)

        #expect(first.status == 429 && second.status == 500)
        #expect(first.header("Retry-After") == nil)
    }

    @Test("a route's extra headers are sent as given, and one that would split the headers is left out")
    func route_sendsItsExtraHeaders() async throws {
        var route = FixtureRoute.text(#"{"drinks":null}"#)
        route.headers = ["Retry-After": "7", "X-Fixture": "yes", "X-Split": "a\r\nInjected: 1"]
        let sandbox = try await Sandbox.online(serving: [Self.letter: route])

        let answer = try await PlainHTTPClient().get(try sandbox.remote().baseURL + Self.letter)

        #expect(answer.status == 200)
        #expect(answer.header("Retry-After") == "7")
        #expect(answer.header("X-Fixture") == "yes")
        #expect(answer.header("X-Split") == nil && answer.header("Injected") == nil)
    }

    @Test("four delayed requests sent at once are answered together, and the log shows them in flight together")
    func delayedRequests_overlap_whenSentAtOnce() async throws {
        let delay = 1.0
        let paths = (1...4).map { "/api/json/v1/1/search.php?f=\($0)" }
        let sandbox = try await Sandbox.online(
            serving: Dictionary(uniqueKeysWithValues: paths.map { ($0, FixtureRoute.text(#"{"drinks":null}"#).delayed(by: delay)) })
        )
        let server = try sandbox.remote()
        let client = PlainHTTPClient(maximumConnections: 4)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for path in paths {
                group.addTask { try await client.get(server.baseURL + path).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == [200, 200, 200, 200])
        let requests = try await server.answeredRequests()
        #expect(Set(requests.map(\.path)) == Set(paths))
        #expect(maximumInFlight(of: requests) == 4, "\(requests)")
        #expect(requests.allInFlightTogether, "\(requests)")
        #expect(requests.allSatisfy { ($0.endedAt ?? 0) - $0.startedAt >= delay * 0.9 }, "each waited its delay: \(requests)")
    }

    @Test(
        "run by hand, the server prints its URL and the export line on stderr, keeps the port alone on stdout, and Ctrl-C ends it quietly")
    func serverRunByHand_saysHowToUseIt_andEndsQuietlyOnInterrupt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-fixture-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let routes = directory.appendingPathComponent("routes.json")
        try JSONEncoder().encode([APIPath.feed: FixtureRoute.recorded(RecordedFeed.cocktails)]).write(to: routes)
        let child = try await ChildProcess.launch(
            executable: try await PythonInterpreter.url(),
            arguments: ["-I", "-S", "-B", FixtureServer.script.path, routes.path, directory.appendingPathComponent("requests.jsonl").path],
            environment: [:],
            standardInput: .pipe
        )
        let (exportLine, portLine): (String, String)
        do {
            exportLine = try await Self.line(startingWith: "export DRINGO_BASE_URL=", in: child.standardError)
            // stdout is read on its own: the port may arrive after stderr's line, on a busy machine.
            portLine = try await Self.line(startingWith: "", in: child.standardOutput)
        } catch {
            child.send(SIGKILL)
            throw error
        }
        let port = try #require(Int(portLine))
        let url = "http://127.0.0.1:\(port)"
        let answer = try await PlainHTTPClient().get(url + APIPath.feed)

        child.send(SIGINT)
        // A generous bound, since the machine may be busy: the server polls every 0.1 s, and
        // left alone it would serve for ten minutes.
        let (termination, timedOut) = await child.waitForExit(killingAfter: .seconds(10))
        let standardOutput = String(decoding: await child.standardOutput.collected(), as: UTF8.self)
        let standardError = String(decoding: await child.standardError.collected(), as: UTF8.self)

        #expect(exportLine == "export DRINGO_BASE_URL=\(url)")
        #expect(standardError.contains("at \(url);"), "the URL it serves: \(standardError)")
        #expect(answer.status == 200, "it serves the routes file at that URL")
        #expect(standardOutput == "\(port)\n", "the port stays stdout's first line, and its only one, for the tests")
        #expect(!timedOut, "Ctrl-C ends it within moments")
        #expect(termination == .exited(0), "\(termination)")
        #expect(!standardError.contains("Traceback") && !standardError.contains("KeyboardInterrupt"), "\(standardError)")
    }

    /// The first whole line of `stream` that starts with `prefix`, once the process has written it.
    /// As generous as `FixtureServer`'s own start-up wait, and it looks once more past its deadline.
    private static func line(startingWith prefix: String, in stream: StreamCollector) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while true {
            let isFinished = stream.isFinished
            let text = String(decoding: stream.received, as: UTF8.self)
            if let line = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first(where: { $0.hasPrefix(prefix) }) {
                return String(line)
            }
            if isFinished || clock.now >= deadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw EndToEndError.serverDidNotStart(standardError: String(decoding: stream.received, as: UTF8.self))
    }

    @Test("the in-flight count reads the log's times: touching requests don't overlap, nested ones do")
    func maximumInFlight_countsOverlapsFromTheLoggedTimes() {
        func request(_ start: Double, _ end: Double?) -> LoggedRequest {
            LoggedRequest(method: "GET", path: "/", userAgent: nil, startedAt: start, endedAt: end)
        }

        #expect(maximumInFlight(of: []) == 0)
        #expect(maximumInFlight(of: [request(0, 1), request(1, 2), request(2, 3)]) == 1)
        #expect(maximumInFlight(of: [request(0, 10), request(1, 2), request(1.5, 3), request(2.5, 4)]) == 3)
        #expect(maximumInFlight(of: [request(0, nil), request(5, 6)]) == 2, "a request not yet ended is still in flight")
        #expect(maximumInFlight(of: [request(0, 1.005), request(1, 2)]) == 1, "an end logged a moment late is no overlap")
        #expect(maximumInFlight(of: [request(0, 1.1), request(1, 2)]) == 2)
        #expect([request(0, 2), request(1, 3)].allInFlightTogether)
        #expect(![request(0, 1), request(1, 3)].allInFlightTogether)
        #expect(![LoggedRequest]().allInFlightTogether)
    }
}
