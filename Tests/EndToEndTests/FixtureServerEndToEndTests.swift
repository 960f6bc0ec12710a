import Foundation
import Testing

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
        #expect(maximumInFlight(of: requests) == 1, "one request after the other never overlap: \(requests)")
        #expect(zip(requests, requests.dropFirst()).allSatisfy { ($0.endedAt ?? .infinity) <= $1.startedAt })
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

    @Test("the in-flight count reads the log's times: touching requests don't overlap, nested ones do")
    func maximumInFlight_countsOverlapsFromTheLoggedTimes() {
        func request(_ start: Double, _ end: Double?) -> LoggedRequest {
            LoggedRequest(method: "GET", path: "/", userAgent: nil, startedAt: start, endedAt: end)
        }

        #expect(maximumInFlight(of: []) == 0)
        #expect(maximumInFlight(of: [request(0, 1), request(1, 2), request(2, 3)]) == 1)
        #expect(maximumInFlight(of: [request(0, 10), request(1, 2), request(1.5, 3), request(2.5, 4)]) == 3)
        #expect(maximumInFlight(of: [request(0, nil), request(5, 6)]) == 2, "a request not yet ended is still in flight")
        #expect([request(0, 2), request(1, 3)].allInFlightTogether)
        #expect(![request(0, 1), request(1, 3)].allInFlightTogether)
        #expect(![LoggedRequest]().allInFlightTogether)
    }
}
