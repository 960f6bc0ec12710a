import CatalogueFeature
import CocktailDBAPI
import Foundation
import HTTPCore
import Locking
import TestSupport
import Testing

/// The remote load against the real catalogue (636 drinks) behind an API that caps its answers as
/// the free key does: the discovery, the lookups, and every failure path in each of its phases.
@Suite("Load the capped catalogue from remote", .timeLimit(.minutes(1)))
final class LoadCappedCatalogueFromRemoteUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("RC-10: load finds all 636 drinks of the real catalogue behind the free key's caps, complete, asking each request once")
    func load_findsTheWholeRealCatalogue_behindTheFreeKeysCaps() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let (sut, client) = try makeSUT(api: api)

        let download = try await sut.load()

        #expect(download.isComplete)
        #expect(download.drinks.count == 636)
        #expect(Set(download.drinks.map(\.id)) == Set(api.drinkIDs))
        #expect(Set(client.requestedURLs).count == client.requestedURLs.count, "no request made twice")
        #expect(
            Self.requestCounts(client.requestedURLs) == [
                "search.php?f": 36, "list.php?c": 1, "filter.php?c": 11, "list.php?g": 1, "filter.php?g": 32, "filter.php?i": 158,
                "lookup.php?i": 195,
            ])
    }

    @Test("RC-12: load delivers the letters' 441 drinks in letter order first, then the drinks only the lists found, by id")
    func load_deliversTheLettersDrinksFirst_thenTheOthersByID() async throws {
        let (sut, _) = try makeSUT(api: try CappedCocktailDB.realCatalogue())

        let drinks = try await sut.load().drinks

        let letterIDs = try Self.realLetterIDs(capped: true)
        #expect(Array(drinks.prefix(letterIDs.count).map(\.id)) == letterIDs)
        let others = drinks.dropFirst(letterIDs.count).map(\.id)
        #expect(others == others.sorted() && others.count == 195)
    }

    @Test("RC-14: a load reusing the saved drinks looks none up, asks the letters and lists again, and delivers the same catalogue")
    func load_looksUpNoSavedDrink() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let (first, _) = try makeSUT(api: api)
        let saved = try await first.load().drinks
        let (sut, client) = try makeSUT(api: api)

        let download = try await sut.load(reusing: saved)

        #expect(download == CatalogueDownload(drinks: saved, isComplete: true))
        #expect(client.requestedURLs.filter { $0.lastPathComponent == "lookup.php" } == [])
        #expect(client.requestedURLs.count == 434 - 195)
    }

    @Test("RC-14: on a re-sync the letters' copies of their drinks replace the saved ones; a drink only a lookup brings stays as saved")
    func load_takesTheLettersCopies_overTheSavedOnes() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let (first, _) = try makeSUT(api: api)
        let saved = try await first.load().drinks
        let letterIDs = Set(try Self.realLetterIDs(capped: true))
        let stale = saved.map { Drink(id: $0.id, name: $0.name, instructions: "Stale.") }
        let (sut, _) = try makeSUT(api: api)

        let drinks = try await sut.load(reusing: stale).drinks

        #expect(drinks.filter { letterIDs.contains($0.id) } == saved.filter { letterIDs.contains($0.id) })
        #expect(drinks.filter { !letterIDs.contains($0.id) }.allSatisfy { $0.instructions == "Stale." })
    }

    @Test("RC-1: with a production key, load asks the 36 letters alone and delivers the whole real catalogue")
    func load_asksTheLettersAlone_withAProductionKey() async throws {
        let api = try CappedCocktailDB.realCatalogue(capped: false)
        let (sut, client) = try makeSUT(api: api, key: APIKey("secret"))

        let download = try await sut.load()

        #expect(download.isComplete)
        #expect(download.drinks.map(\.id) == api.drinkIDs)
        #expect(client.requestedURLs.map { Self.kind(of: $0) } == Array(repeating: "search.php?f", count: 36))
        #expect(client.requestedURLs.allSatisfy { $0.path.hasPrefix("/api/json/v2/secret/") })
    }

    @Test("RC-10: a letter of 25 items counts toward its cap the item without an id that the mapping skips")
    func load_countsSkippedItemsTowardTheLettersCap() async throws {
        let drinks = (1...24).map { drinkJSON(id: String($0), name: "A drink \($0)") } + [["strDrink": "A drink without id"]]
        let letterA = try drinksBody(drinks)
        let client = HTTPClientStub { url in
            if Self.kind(of: url) == "search.php?f", url.query == "f=a" { return (letterA, HTTPResponse(url: url, statusCode: 200)) }
            return (Data(#"{"drinks":null}"#.utf8), HTTPResponse(url: url, statusCode: 200))
        }
        let (sut, _) = try makeSUT(client: client)

        let download = try await sut.load()

        #expect(client.requestedURLs.map(\.lastPathComponent).contains("list.php"))
        #expect(download.drinks.count == 24)
        #expect(!download.isComplete, "the 24 drinks are listed only by letter a, which filled its cap")
    }

    @Test("RC-5: load keeps exactly 4 requests in flight across letters, lists and lookups while 4 are waiting, and never more")
    func load_keepsAtMostFourInFlight_acrossEveryPhase() async throws {
        let client = GatedHTTPClient(answer: try CappedCocktailDB.realCatalogue().answer)
        let (sut, _) = try makeSUT(client: client)
        let driver = GatedLoad(client: client)

        let load = Task { try await sut.load(progress: driver.report) }
        let releases = await driver.releaseOldest(until: { _ in false })
        let download = try await load.value

        #expect(download.drinks.count == 636)
        #expect(client.maximumInFlight == Self.maximumInFlight)
        #expect(releases == 434, "each release found every request the loader could start held")
        #expect(Set(client.requestedURLs.map(\.lastPathComponent)) == ["search.php", "list.php", "filter.php", "lookup.php"])
    }

    @Test("RC-6: a list or a lookup answered 429 is asked again after its Retry-After, and the load completes", arguments: Phase.allCases)
    func load_retriesAfterRetryAfter_inEveryPhase(phase: Phase) async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let client = HTTPClientStub(
            answering(api, firstIn: phase, times: 1) { url in
                (Data(), HTTPResponse(url: url, statusCode: 429, headers: ["Retry-After": "2"]))
            })
        let sleep = SleepSpy()
        let (sut, _) = try makeSUT(client: client, sleep: sleep)

        let download = try await sut.load()

        #expect(sleep.durations == [.seconds(2)])
        #expect(download.drinks.count == 636 && download.isComplete)
        #expect(client.requestedURLs.count == 435)
    }

    @Test("RC-7: a list or a lookup still answered 429 after 3 retries fails the load with a connectivity error", arguments: Phase.allCases)
    func load_failsAfterThreeRetries_inEveryPhase(phase: Phase) async throws {
        let api = try CappedCocktailDB.realCatalogue()
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
        let api = try CappedCocktailDB.realCatalogue()
        let client = HTTPClientStub(
            answering(api, firstIn: phase) { url in (Data("<html>".utf8), HTTPResponse(url: url, statusCode: 200)) })
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
    }

    @Test("RC-4: a list or a lookup that fails to download fails the load with a connectivity error", arguments: Phase.allCases)
    func load_failsWithConnectivity_inEveryPhase(phase: Phase) async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let client = HTTPClientStub(answering(api, firstIn: phase) { _ in throw HTTPClientError.connectivity })
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
    }

    @Test("RC-9: a list or a lookup answering 404 fails the load with not found", arguments: Phase.allCases)
    func load_failsWithNotFound_inEveryPhase(phase: Phase) async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let client = HTTPClientStub(answering(api, firstIn: phase) { url in (Data(), HTTPResponse(url: url, statusCode: 404)) })
        let (sut, _) = try makeSUT(client: client)

        await #expect(throws: RemoteLoadError.notFound) {
            try await sut.load()
        }
    }

    @Test("RC-3: a failing lookup stops the requests in flight and starts no more")
    func load_stopsTheRequestsInFlight_whenALookupFails() async throws {
        let api = try CappedCocktailDB.realCatalogue()
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
            try await load.value
        }
        #expect(client.requestedURLs.count == asked, "no request started after the failure")
    }

    @Test(
        "RC-2: a list answering null or a string adds nothing, and fills no cap",
        arguments: [#"{"drinks":null}"#, #"{"drinks":"None Found"}"#])
    func load_takesAListAnsweringNoneAsEmpty(body: String) async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let client = HTTPClientStub { url in
            if url.lastPathComponent == "filter.php" { return (Data(body.utf8), HTTPResponse(url: url, statusCode: 200)) }
            return api.answer(url)
        }
        let (sut, _) = try makeSUT(client: client)

        let download = try await sut.load()

        #expect(download.drinks.count == 441, "the letters' drinks alone")
        #expect(!download.isComplete)
        #expect(Self.requestCounts(client.requestedURLs)["list.php?g"] == nil, "no category list filled its cap")
    }

    @Test("RC-8: load delivers a cancellation error and starts no more requests when cancelled during the lookups")
    func load_deliversCancellation_whenCancelledDuringLookups() async throws {
        let client = GatedHTTPClient(answer: try CappedCocktailDB.realCatalogue().answer)
        let (sut, _) = try makeSUT(client: client)

        let driver = GatedLoad(client: client)
        let load = Task { try await sut.load(progress: driver.report) }
        await releaseUntilALookupIsOldest(client, driver: driver)
        let asked = client.requestedURLs.count
        load.cancel()

        await #expect(throws: CancellationError.self) {
            try await load.value
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
                guard Self.kind(of: url) == phase.rawValue, failed.url == nil || failed.url == url, failed.count < times else {
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

    private static func kind(of url: URL) -> String {
        url.lastPathComponent + "?" + String((url.query ?? "").prefix(1))
    }

    private static func requestCounts(_ urls: [URL]) -> [String: Int] {
        urls.reduce(into: [:]) { counts, url in counts[kind(of: url), default: 0] += 1 }
    }

    /// The ids of the letters' answers in letter order, each once at its first place.
    private static func realLetterIDs(capped: Bool) throws -> [Int] {
        var seen = Set<Int>()
        return try CappedCocktailDB.realCatalogueLetters().sortedByLetter.flatMap { drinks in
            drinks.prefix(capped ? 25 : drinks.count).compactMap { ($0["idDrink"] as? String).flatMap { Int($0) } }
        }.filter { seen.insert($0).inserted }
    }

    private func makeSUT(
        api: CappedCocktailDB,
        key: APIKey = .freeTest,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteCatalogueLoader, client: HTTPClientStub) {
        try makeSUT(client: HTTPClientStub(api.answer), key: key, sourceLocation: sourceLocation)
    }

    private func makeSUT<Client: HTTPClient & AnyObject>(
        client: Client,
        key: APIKey = .freeTest,
        sleep: SleepSpy = SleepSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteCatalogueLoader, client: Client) {
        let sut = RemoteCatalogueLoader(
            endpoint: try makeEndpoint(key: key, sourceLocation: sourceLocation),
            client: client,
            maximumRetryWait: .seconds(15),
            sleep: { try await sleep.sleep(for: $0) }
        )
        leakTracker.track(client, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, client)
    }
}

private extension Dictionary where Key == Character, Value == [[String: Any]] {
    /// Each letter's drinks, a to z then 0 to 9.
    var sortedByLetter: [[[String: Any]]] {
        CappedCocktailDB.letterOrder.map { self[$0] ?? [] }
    }
}
