import Foundation
import Testing

/// The whole catalogue with the free key, with the real binary and a real server: the fixture
/// server plays the real catalogue (636 drinks) capped as the free key caps it, and `sync` must
/// find every drink past the caps, politely.
struct CappedCatalogueEndToEndTests {
    @Test("CS-9: sync saves all 636 drinks behind a capped server, each request once, never more than 4 in flight")
    func sync_savesTheWholeCatalogue_behindACappedServer() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes(delay: 0.12))

        let run = try await sandbox.dringo(["sync"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput == "Saved \(RealCatalogue.drinkCount) cocktails.\n")
        #expect(run.standardError == "", "no progress indicator off a terminal")
        let requests = try await sandbox.remote().answeredRequests()
        #expect(requests.count == RealCatalogue.firstSyncRequestCount)
        #expect(Set(requests.map(\.path)).count == requests.count, "no request made twice")
        #expect(requests.filter { $0.path.contains("/lookup.php?") }.count == RealCatalogue.lookupCount)
        let inFlight = maximumInFlight(of: requests)
        #expect(inFlight <= 4, "at most 4 requests in flight, letters, lists and lookups together")
        #expect(inFlight >= 2, "the requests should overlap, not go one by one")
        let info = try await sandbox.dringo(["cache", "info"])
        #expect(info.standardOutput.contains("cocktails: \(RealCatalogue.drinkCount)"), "\(info)")
    }

    @Test("CS-9: after the sync, with the server stopped, recipe shows a drink past the 25 of its letter")
    func recipe_ofADrinkPastItsLettersCap_worksOffline() async throws {
        let sandbox = try await Self.synced()
        try await sandbox.remote().stop()
        let drink = try #require(try RealCatalogue.drinks(of: "a").dropFirst(25).first { $0.name == "Aperol Spritz" })

        let run = try await sandbox.dringo(["recipe", "aperol spritz"])

        #expect(run.exitCode == 0, "\(run)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == drink.name)
        #expect(drink.ingredients.allSatisfy { lines.contains($0.line) }, "\(run)")
    }

    @Test("CS-10: an immediate re-sync makes no lookup.php request, and still asks every letter")
    func resync_looksNothingUp() async throws {
        let sandbox = try await Self.synced()
        let before = try sandbox.remote().requests().count

        let run = try await sandbox.dringo(["sync"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput == "Saved \(RealCatalogue.drinkCount) cocktails.\n")
        let requests = try await sandbox.remote().answeredRequests().dropFirst(before)
        #expect(requests.filter { $0.path.contains("/lookup.php?") }.isEmpty)
        #expect(requests.filter { $0.path.contains("/search.php?f=") }.count == 36)
        #expect(requests.count == RealCatalogue.firstSyncRequestCount - RealCatalogue.lookupCount)
    }

    @Test("CS-11: a production key syncs the whole catalogue with the 36 letters alone")
    func sync_asksTheLettersAlone_withAProductionKey() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.productionKeyRoutes(key: "premium"))

        let run = try await sandbox.dringo(["sync"], environment: ["DRINGO_API_KEY": "premium"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput == "Saved \(RealCatalogue.drinkCount) cocktails.\n")
        let requests = try await sandbox.remote().answeredRequests()
        #expect(requests.map(\.path).sorted() == CatalogueFixture.letters.map { "/api/json/v2/premium/search.php?f=\($0)" }.sorted())
    }

    @Test("CS-2: a sync whose lookup fails (HTTP 500) fails and leaves the saved catalogue byte for byte")
    func sync_leavesTheSavedCatalogue_whenALookupFails() async throws {
        let recorded = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(recorded)
        let saved = try sandbox.catalogue.contents()
        let aperolSpritz = try #require(try RealCatalogue.drinks(of: "a").first { $0.name == "Aperol Spritz" })
        var routes = RealCatalogue.freeKeyRoutes()
        routes[APIPath.lookup(aperolSpritz.id)] = .text("{}", status: 500)
        try sandbox.remote().setRoutes(routes)

        let run = try await sandbox.dringo(["sync"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(!run.standardError.isEmpty, "one sentence saying why")
        #expect(try sandbox.remote().requests().contains { $0.path == APIPath.lookup(aperolSpritz.id) })
        #expect(try sandbox.catalogue.contents() == saved, "the old catalogue, byte for byte")
    }

    /// A sandbox serving the capped real catalogue, synced by a real run of `dringo sync` moments ago.
    private static func synced(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Sandbox {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes())
        let run = try await sandbox.dringo(["sync"])
        try #require(
            run.exitCode == 0 && run.standardOutput == "Saved \(RealCatalogue.drinkCount) cocktails.\n",
            "the sync should save the catalogue: \(run)",
            sourceLocation: sourceLocation
        )
        return sandbox
    }
}
