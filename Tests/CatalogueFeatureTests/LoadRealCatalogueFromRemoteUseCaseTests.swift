import CocktailDBAPI
import Foundation
import HTTPCore
import TestSupport
import Testing

@testable import CatalogueFeature

/// The remote load of the real catalogue (636 drinks) behind an API that caps its answers as the
/// free key does, or as a production key does not: the numbers the README and the specs state.
/// Each test syncs the whole catalogue, hundreds of requests, so they run one at a time: all at
/// once, under ThreadSanitizer on two cores, they outlasted their time limit. The failure paths of
/// each phase run against `SmallCappedCatalogue` (`LoadCappedCatalogueFromRemoteUseCaseTests`).
@Suite("Load the real catalogue from remote", .serialized, .timeLimit(.minutes(20)))
final class LoadRealCatalogueFromRemoteUseCaseTests {
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
            requestCounts(client.requestedURLs) == [
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
        #expect(client.requestedURLs.map(requestKind) == Array(repeating: "search.php?f", count: 36))
        #expect(client.requestedURLs.allSatisfy { $0.path.hasPrefix("/api/json/v2/secret/") })
    }

    // MARK: - Helpers

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
        let client = HTTPClientStub(api.answer)
        let sut = RemoteCatalogueLoader(
            endpoint: try makeEndpoint(key: key, sourceLocation: sourceLocation),
            client: client,
            maximumRetryWait: .seconds(15),
            sleep: { _ in }
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
