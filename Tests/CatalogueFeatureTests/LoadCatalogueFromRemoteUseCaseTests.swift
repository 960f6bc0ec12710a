import Foundation
import HTTPCore
import Locking
import TestSupport
import Testing

@testable import CatalogueFeature

@Suite("Load catalogue from remote use case", .timeLimit(.minutes(20)))
final class LoadCatalogueFromRemoteUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not request anything")
    func init_doesNotRequestData() throws {
        let (_, client, _) = try makeSUT()

        #expect(client.requestedURLs.isEmpty)
    }

    @Test("RC-1: load requests every first letter, a to z then 0 to 9, under the key's prefix")
    func load_requestsEveryFirstLetterUnderKeyPrefix() async throws {
        let (sut, client, _) = try makeSUT(baseURL: "http://127.0.0.1:8080/mirror")

        _ = try await sut.load()

        let expected = "abcdefghijklmnopqrstuvwxyz0123456789".map { "http://127.0.0.1:8080/mirror/api/json/v1/1/search.php?f=\($0)" }
        #expect(client.requestedURLs.map(\.absoluteString).sorted() == expected.sorted())
    }

    @Test("RC-1: load delivers the drinks of every letter in letter order")
    func load_deliversDrinksOfEveryLetterInLetterOrder() async throws {
        let (sut, _, _) = try makeSUT()

        let drinks = try await sut.load().drinks

        #expect(drinks.map(\.name) == letters.map { "\($0) drink" })
    }

    @Test("RC-1: load delivers drinks in letter order whatever order the letters arrive in")
    func load_deliversDrinksInLetterOrderWhenLettersArriveOutOfOrder() async throws {
        let client = GatedHTTPClient(answer: Self.oneDrinkPerLetter)
        let (sut, _) = try makeSUT(client: client)

        let load = Task { try await sut.load() }
        await client.waitForArrivals(4)
        for released in 0..<letters.count {
            client.releaseNewest()
            if released < letters.count - 4 { await client.waitForArrivals(1) }
        }

        #expect(try await load.valueCancellingWithCaller.drinks.map(\.name) == letters.map { "\($0) drink" })
    }

    @Test("RC-1: load keeps a drink found under two letters once, at its first place in letter order")
    func load_dropsDuplicateIDsKeepingTheFirstInLetterOrder() async throws {
        let (sut, _, _) = try makeSUT(answers: [
            "a": (200, try drinksBody([drinkJSON(id: "1", name: "Apple"), drinkJSON(id: "2", name: "Avocado")])),
            "b": (200, try drinksBody([drinkJSON(id: "2", name: "Avocado again"), drinkJSON(id: "3", name: "Bramble")])),
            "9": (200, try drinksBody([drinkJSON(id: "1", name: "Apple again")])),
        ])

        let drinks = try await sut.load().drinks

        #expect(Array(drinks.map(\.id).prefix(3)) == [1, 2, 3])
        #expect(
            drinks.map(\.name) == ["Apple", "Avocado", "Bramble"] + letters.filter { !["a", "b", "9"].contains($0) }.map { "\($0) drink" })
    }

    @Test("RC-1: load reports each letter done, of 36")
    func load_reportsProgressOfEveryLetter() async throws {
        let (sut, _, _) = try makeSUT()
        let progress = ProgressSpy()

        _ = try await sut.load(progress: progress.report)

        #expect(progress.reports.map(\.letters) == (1...36).map { .init(done: $0, total: 36) })
        #expect(progress.reports.allSatisfy { $0.lists.total == 0 && $0.lookups.total == 0 }, "no letter filled its cap")
    }

    @Test(
        "RC-2: load delivers nothing for a letter whose drinks are null or a string",
        arguments: [#"{"drinks":null}"#, #"{"drinks":"None Found"}"#])
    func load_deliversNothingForLetterWithNoDrinks(body: String) async throws {
        let (sut, _, _) = try makeSUT(answers: ["x": (200, Data(body.utf8))])

        let drinks = try await sut.load().drinks

        #expect(drinks.map(\.name) == letters.filter { $0 != "x" }.map { "\($0) drink" })
    }

    @Test(
        "RC-3: load delivers invalid data when any letter answers other than 200 or 404, or with invalid data",
        arguments: [
            (403, #"{"drinks":null}"#), (500, ""), (200, ""), (200, "<html></html>"), (200, #"{"other":[]}"#), (200, #"{"drinks":42}"#),
        ])
    func load_deliversInvalidDataOnAnyLetterWithInvalidAnswer(status: Int, body: String) async throws {
        let (sut, _, _) = try makeSUT(answers: ["q": (status, Data(body.utf8))])

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
    }

    @Test("RC-9: load delivers not found when any letter answers 404")
    func load_deliversNotFoundOnAnyLetterAnswering404() async throws {
        let (sut, _, _) = try makeSUT(answers: ["q": (404, Data(#"{"drinks":null}"#.utf8))])

        await #expect(throws: RemoteLoadError.notFound) {
            try await sut.load()
        }
    }

    @Test("RC-4: load delivers a connectivity error when any letter fails to download")
    func load_deliversConnectivityErrorOnAnyLetterFailing() async throws {
        let client = HTTPClientStub { url in
            if Self.letter(of: url) == "m" { throw HTTPClientError.connectivity }
            return try Self.oneDrinkPerLetter(url)
        }
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
    }

    @Test("RC-3: load stops the letters in flight when one fails, and starts no more")
    func load_cancelsLettersInFlightOnFailure() async throws {
        let client = GatedHTTPClient { url in
            if Self.letter(of: url) == "a" { return (Data(), HTTPResponse(url: url, statusCode: 500)) }
            return try Self.oneDrinkPerLetter(url)
        }
        let (sut, _) = try makeSUT(client: client)

        let load = Task { try await sut.load() }
        await client.waitForArrivals(4)
        // The four letters start together, and a busy machine may hold them in any order: the failing one is let go.
        client.releaseFirst { Self.letter(of: $0) == "a" }

        await #expect(throws: RemoteLoadError.invalidData) {
            try await load.valueCancellingWithCaller
        }
        #expect(client.requestedURLs.count == 4)
    }

    @Test("RC-5: load keeps at most 4 requests in flight")
    func load_keepsAtMostFourRequestsInFlight() async throws {
        let client = GatedHTTPClient(answer: Self.oneDrinkPerLetter)
        let (sut, _) = try makeSUT(client: client)

        let load = Task { try await sut.load() }
        await client.waitForArrivals(4)
        for released in 0..<letters.count {
            client.releaseOldest()
            if released < letters.count - 4 { await client.waitForArrivals(1) }
        }
        _ = try await load.valueCancellingWithCaller

        #expect(client.maximumInFlight == 4)
        #expect(client.requestedURLs.count == 36)
    }

    @Test("RC-6: load retries a letter answered 429 after the Retry-After it asks for")
    func load_retriesLetterAfterRetryAfterOnTooManyRequests() async throws {
        let client = rateLimitedClient(letter: "c", times: 1, retryAfter: "2")
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        let drinks = try await sut.load().drinks

        #expect(sleep.durations == [.seconds(2)])
        #expect(client.requestedURLs.filter { Self.letter(of: $0) == "c" }.count == 2)
        #expect(drinks.map(\.name) == letters.map { "\($0) drink" })
    }

    @Test(
        "RC-6: load waits one second before retrying a 429 whose Retry-After is absent or unreadable",
        arguments: [nil, "", " ", "soon", "-1", "1.5", "Wed, 21 Oct 2015 07:28:00 GMT"])
    func load_waitsOneSecondOnAbsentOrUnreadableRetryAfter(retryAfter: String?) async throws {
        let client = rateLimitedClient(letter: "k", times: 1, retryAfter: retryAfter)
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        _ = try await sut.load()

        #expect(sleep.durations == [.seconds(1)])
    }

    @Test("RC-6: load retries a letter answered 429 three times and delivers it on the fourth answer")
    func load_deliversLetterAnsweredOnThirdRetry() async throws {
        let client = rateLimitedClient(letter: "z", times: 3, retryAfter: " 3 ")
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        let drinks = try await sut.load().drinks

        #expect(sleep.durations == [.seconds(3), .seconds(3), .seconds(3)])
        #expect(drinks.map(\.name).contains("z drink"))
    }

    @Test("RC-7: load delivers a connectivity error when a letter is still answered 429 after 3 retries")
    func load_deliversConnectivityErrorAfterThreeRetries() async throws {
        let client = rateLimitedClient(letter: "z", times: 4, retryAfter: "1")
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
        #expect(sleep.durations.count == 3)
        #expect(client.requestedURLs.filter { Self.letter(of: $0) == "z" }.count == 4)
    }

    @Test(
        "RC-7: load delivers a connectivity error, without waiting, on a Retry-After longer than the maximum wait",
        arguments: ["16", "99999999999999999999999"])
    func load_deliversConnectivityErrorWithoutWaitingOnRetryAfterOverMaximum(retryAfter: String) async throws {
        let client = rateLimitedClient(letter: "e", times: 1, retryAfter: retryAfter)
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, maximumRetryWait: .seconds(15), sleep: sleep)

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
        #expect(sleep.durations == [])
    }

    @Test("RC-6: load waits a Retry-After exactly as long as the maximum wait")
    func load_waitsRetryAfterEqualToMaximum() async throws {
        let client = rateLimitedClient(letter: "e", times: 1, retryAfter: "15")
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, maximumRetryWait: .seconds(15), sleep: sleep)

        _ = try await sut.load()

        #expect(sleep.durations == [.seconds(15)])
    }

    @Test("RC-8: load delivers a cancellation error and starts no more letters when its task is cancelled")
    func load_deliversCancellationErrorOnCancelledTask() async throws {
        let client = GatedHTTPClient(answer: Self.oneDrinkPerLetter)
        let (sut, _) = try makeSUT(client: client)

        let load = Task { try await sut.load() }
        await client.waitForArrivals(4)
        load.cancel()

        await #expect(throws: CancellationError.self) {
            try await load.valueCancellingWithCaller
        }
        #expect(client.requestedURLs.count == 4)
    }

    @Test("RC-8: load delivers a cancellation error when cancelled while waiting to retry")
    func load_deliversCancellationErrorWhenCancelledDuringRetryWait() async throws {
        let client = rateLimitedClient(letter: "a", times: 1, retryAfter: "1")
        let (sut, _) = try makeSUT(client: client, sleepFunction: { _ in throw CancellationError() })

        await #expect(throws: CancellationError.self) {
            try await sut.load()
        }
    }

    // MARK: - Helpers

    private let letters = "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)

    private func makeSUT(
        baseURL: String = "https://www.thecocktaildb.com",
        answers: [String: (status: Int, body: Data)] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteCatalogueLoader, client: HTTPClientStub, sleep: SleepSpy) {
        let client = HTTPClientStub { url in
            guard let answer = Self.letter(of: url).flatMap({ answers[$0] }) else { return try Self.oneDrinkPerLetter(url) }
            return (answer.body, HTTPResponse(url: url, statusCode: answer.status))
        }
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(baseURL: baseURL, client: client, sleep: sleep, sourceLocation: sourceLocation)
        return (sut, client, sleep)
    }

    private func makeSUT<Client: HTTPClient & AnyObject>(
        baseURL: String = "https://www.thecocktaildb.com",
        client: Client,
        maximumRetryWait: Duration = .seconds(15),
        sleep: SleepSpy = SleepSpy(),
        sleepFunction: RemoteCatalogueLoader.Sleep? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteCatalogueLoader, client: Client) {
        let sut = RemoteCatalogueLoader(
            endpoint: try makeEndpoint(baseURL: baseURL, sourceLocation: sourceLocation),
            client: client,
            maximumRetryWait: maximumRetryWait,
            sleep: sleepFunction ?? { try await sleep.sleep(for: $0) }
        )
        leakTracker.track(client, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sleep, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, client)
    }

    /// Answers `letter` with 429 the first `times` requests, with the given `Retry-After`; every letter else with its drink.
    private func rateLimitedClient(letter: String, times: Int, retryAfter: String?) -> HTTPClientStub {
        let answered = Locked(0)
        return HTTPClientStub { url in
            if Self.letter(of: url) == letter,
                answered.withLock({ count in
                    defer { count += 1 }; return count < times
                })
            {
                let headers = retryAfter.map { ["Retry-After": $0] } ?? [:]
                return (Data(), HTTPResponse(url: url, statusCode: 429, headers: headers))
            }
            return try Self.oneDrinkPerLetter(url)
        }
    }

    /// Each letter answers one drink named after it, with an id of its own.
    @Sendable
    private static func oneDrinkPerLetter(_ url: URL) throws -> (Data, HTTPResponse) {
        let letter = letter(of: url) ?? "?"
        let id = 1000 + Int(letter.unicodeScalars.first?.value ?? 0)
        return (try drinksBody([drinkJSON(id: String(id), name: "\(letter) drink")]), HTTPResponse(url: url, statusCode: 200))
    }

    private static func letter(of url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "f" }?.value
    }
}
