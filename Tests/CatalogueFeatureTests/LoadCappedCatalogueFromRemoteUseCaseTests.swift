import CatalogueFeature
import CocktailDBAPI
import Foundation
import HTTPCore
import Locking
import TestSupport
import Testing

/// The remote load behind an API that caps its answers: the discovery, the lookups, and every
/// failure path in each of its phases, against `SmallCappedCatalogue`, whose sync takes 50
/// requests. The real catalogue's numbers are `LoadRealCatalogueFromRemoteUseCaseTests`'.
@Suite("Load the capped catalogue from remote", .timeLimit(.minutes(20)))
final class LoadCappedCatalogueFromRemoteUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("RC-10, RC-11, RC-12: load passes through every phase of a small capped catalogue, asking each request once, and finds it whole")
    func load_passesThroughEveryPhase_ofTheSmallCatalogue() async throws {
        let (sut, client) = try makeSUT(api: try SmallCappedCatalogue.api())

        let download = try await sut.load()

        #expect(requestCounts(client.requestedURLs) == SmallCappedCatalogue.requestCounts)
        #expect(Set(client.requestedURLs).count == client.requestedURLs.count, "no request made twice")
        #expect(download.drinks.map(\.id) == SmallCappedCatalogue.deliveredIDs)
        #expect(download.isComplete)
    }

    @Test("RC-10: a letter of 25 items counts toward its cap the item without an id that the mapping skips")
    func load_countsSkippedItemsTowardTheLettersCap() async throws {
        let drinks = (1...24).map { drinkJSON(id: String($0), name: "A drink \($0)") } + [["strDrink": "A drink without id"]]
        let letterA = try drinksBody(drinks)
        let client = HTTPClientStub { url in
            if requestKind(of: url) == "search.php?f", url.query == "f=a" { return (letterA, HTTPResponse(url: url, statusCode: 200)) }
            return (Data(#"{"drinks":null}"#.utf8), HTTPResponse(url: url, statusCode: 200))
        }
        let (sut, _) = try makeSUT(client: client, caps: .freeKey)

        let download = try await sut.load()

        #expect(client.requestedURLs.map(\.lastPathComponent).contains("list.php"))
        #expect(download.drinks.count == 24)
        #expect(!download.isComplete, "the 24 drinks are listed only by letter a, which filled its cap")
    }

    @Test("RC-5: load keeps exactly 4 requests in flight across letters, lists and lookups while 4 are waiting, and never more")
    func load_keepsAtMostFourInFlight_acrossEveryPhase() async throws {
        let client = GatedHTTPClient(answer: try SmallCappedCatalogue.api().answer)
        let (sut, _) = try makeSUT(client: client)
        let driver = GatedLoad(client: client)

        let load = Task { try await sut.load(progress: driver.report) }
        let releases = await driver.releaseOldest(until: { _ in false })
        let download = try await load.valueCancellingWithCaller

        #expect(download.drinks.map(\.id) == SmallCappedCatalogue.deliveredIDs)
        #expect(client.maximumInFlight == Self.maximumInFlight)
        #expect(releases == SmallCappedCatalogue.requestCount, "each release found every request the loader could start held")
        #expect(Set(client.requestedURLs.map(\.lastPathComponent)) == ["search.php", "list.php", "filter.php", "lookup.php"])
    }

    @Test("RC-6: a list or a lookup answered 429 is asked again after its Retry-After, and the load completes", arguments: Phase.allCases)
    func load_retriesAfterRetryAfter_inEveryPhase(phase: Phase) async throws {
        let api = try SmallCappedCatalogue.api()
        let client = HTTPClientStub(
            answering(api, firstIn: phase, times: 1) { url in
                (Data(), HTTPResponse(url: url, statusCode: 429, headers: ["Retry-After": "2"]))
            })
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        let download = try await sut.load()

        #expect(sleep.durations == [.seconds(2)])
        #expect(download.drinks.map(\.id) == SmallCappedCatalogue.deliveredIDs && download.isComplete)
        #expect(client.requestedURLs.count == SmallCappedCatalogue.requestCount + 1)
    }

    @Test("RC-7: a list or a lookup still answered 429 after 3 retries fails the load with a connectivity error", arguments: Phase.allCases)
    func load_failsAfterThreeRetries_inEveryPhase(phase: Phase) async throws {
        let api = try SmallCappedCatalogue.api()
        let client = HTTPClientStub(answering(api, firstIn: phase, times: 4) { url in (Data(), HTTPResponse(url: url, statusCode: 429)) })
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
        #expect(sleep.durations == [.seconds(1), .seconds(1), .seconds(1)])
    }

    @Test("RC-3: a list or a lookup answering invalid data fails the load with invalid data", arguments: Phase.allCases)
    func load_failsWithInvalidData_inEveryPhase(phase: Phase) async throws {
        let api = try SmallCappedCatalogue.api()
        let client = HTTPClientStub(
            answering(api, firstIn: phase) { url in (Data("<html>".utf8), HTTPResponse(url: url, statusCode: 200)) })
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
    }

    @Test("RC-4: a list or a lookup that fails to download fails the load with a connectivity error", arguments: Phase.allCases)
    func load_failsWithConnectivity_inEveryPhase(phase: Phase) async throws {
        let api = try SmallCappedCatalogue.api()
        let client = HTTPClientStub(answering(api, firstIn: phase) { _ in throw HTTPClientError.connectivity })
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
    }

    @Test("RC-9: a list or a lookup answering 404 fails the load with not found", arguments: Phase.allCases)
    func load_failsWithNotFound_inEveryPhase(phase: Phase) async throws {
        let api = try SmallCappedCatalogue.api()
        let client = HTTPClientStub(answering(api, firstIn: phase) { url in (Data(), HTTPResponse(url: url, statusCode: 404)) })
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.notFound) {
            try await sut.load()
        }
    }

    @Test("RC-3: a failing lookup stops the requests in flight and starts no more")
    func load_stopsTheRequestsInFlight_whenALookupFails() async throws {
        let api = try SmallCappedCatalogue.api()
        let client = GatedHTTPClient { url in
            if url.lastPathComponent == "lookup.php" { return (Data(), HTTPResponse(url: url, statusCode: 500)) }
            return api.answer(url)
        }
        let (sut, _) = try makeSUT(client: client)

        let driver = GatedLoad(client: client)
        let load = Task { try await sut.load(progress: driver.report) }
        await releaseUntilALookupIsOldest(client, driver: driver)
        let asked = client.requestedURLs.count
        client.releaseOldest()

        await #expect(throws: RemoteLoadError.invalidData) {
            try await load.valueCancellingWithCaller
        }
        #expect(client.requestedURLs.count == asked, "no request started after the failure")
    }

    @Test(
        "RC-2: a list answering null or a string adds nothing, and fills no cap",
        arguments: [#"{"drinks":null}"#, #"{"drinks":"None Found"}"#])
    func load_takesAListAnsweringNoneAsEmpty(body: String) async throws {
        let api = try SmallCappedCatalogue.api()
        let client = HTTPClientStub { url in
            if url.lastPathComponent == "filter.php" { return (Data(body.utf8), HTTPResponse(url: url, statusCode: 200)) }
            return api.answer(url)
        }
        let (sut, _) = try makeSUT(client: client)

        let download = try await sut.load()

        #expect(download.drinks.map(\.id) == SmallCappedCatalogue.letterIDs, "the letters' drinks alone")
        #expect(!download.isComplete)
        #expect(requestCounts(client.requestedURLs)["list.php?g"] == nil, "no category list filled its cap")
    }

    @Test("RC-8: load delivers a cancellation error and starts no more requests when cancelled during the lookups")
    func load_deliversCancellation_whenCancelledDuringLookups() async throws {
        let client = GatedHTTPClient(answer: try SmallCappedCatalogue.api().answer)
        let (sut, _) = try makeSUT(client: client)

        let driver = GatedLoad(client: client)
        let load = Task { try await sut.load(progress: driver.report) }
        await releaseUntilALookupIsOldest(client, driver: driver)
        let asked = client.requestedURLs.count
        load.cancel()

        await #expect(throws: CancellationError.self) {
            try await load.valueCancellingWithCaller
        }
        #expect(client.requestedURLs.count == asked)
    }

    // MARK: - Helpers

    private static let maximumInFlight = RemoteCatalogueLoader.maximumRequestsInFlight

    /// The kinds of request after the letters, each failed or rate limited at its first request.
    enum Phase: String, CaseIterable, CustomTestStringConvertible {
        case categoryValues = "list.php?c"
        case categoryList = "filter.php?c"
        case glassValues = "list.php?g"
        case glassList = "filter.php?g"
        case ingredientList = "filter.php?i"
        case lookup = "lookup.php?i"

        var testDescription: String { rawValue }
    }

    /// Answers as `api` does, except the first `times` requests of `phase`, which `failure` answers.
    private func answering(
        _ api: CappedCocktailDB,
        firstIn phase: Phase,
        times: Int = .max,
        failure: @escaping @Sendable (URL) throws -> (Data, HTTPResponse)
    ) -> HTTPClientStub.Responder {
        let failed = Locked<(url: URL?, count: Int)>((nil, 0))
        return { url in
            let failing = failed.withLock { failed in
                guard requestKind(of: url) == phase.rawValue, failed.url == nil || failed.url == url, failed.count < times else {
                    return false
                }
                failed = (url, failed.count + 1)
                return true
            }
            return failing ? try failure(url) : api.answer(url)
        }
    }

    /// Releases the oldest held request until the oldest held is a lookup, and the loader has
    /// started all it can.
    private func releaseUntilALookupIsOldest(_ client: GatedHTTPClient, driver: GatedLoad) async {
        _ = await driver.releaseOldest(until: { $0.first?.lastPathComponent == "lookup.php" })
    }

    private func makeSUT(
        api: CappedCocktailDB,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteCatalogueLoader, client: HTTPClientStub) {
        try makeSUT(client: HTTPClientStub(api.answer), sourceLocation: sourceLocation)
    }

    /// - Parameter caps: by default those of `SmallCappedCatalogue`.
    private func makeSUT<Client: HTTPClient & AnyObject>(
        client: Client,
        caps: AnswerCaps = SmallCappedCatalogue.answerCaps,
        sleep: SleepSpy = SleepSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteCatalogueLoader, client: Client) {
        let sut = RemoteCatalogueLoader(
            endpoint: try makeEndpoint(sourceLocation: sourceLocation),
            client: client,
            caps: caps,
            maximumRetryWait: .seconds(15),
            sleep: { try await sleep.sleep(for: $0) }
        )
        leakTracker.track(client, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, client)
    }
}
