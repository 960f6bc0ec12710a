import Foundation
import Testing

/// Two `dringo` processes sharing one cache: what one saves, the validation before the other exits
/// never deletes, and a command leaves alone the caches it never used.
struct CacheRaceEndToEndTests {
    @Test("VT-4: a fresh catalogue saved while search waits on TheCocktailDB, after it read an expired one, survives byte for byte")
    func search_leavesAFreshCatalogue_savedAfterItReadAnExpiredOne() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        let fresh = try sandbox.catalogue.contents()
        try sandbox.catalogue.setSavedAt(.daysAgo(8))
        let search = APIPath.search("margarita")
        try sandbox.remote().setRoutes([search: FixtureRoute.recorded("search-margarita.json").delayed(by: 2)])

        let running = try await sandbox.startDringo(["search", "margarita"])
        // The request goes out only once the expired catalogue has been read.
        try await sandbox.remote().waitForRequest(to: search)
        // Another process saves: a new file renamed over the old one, as every save is.
        try sandbox.catalogue.replaceContents(with: fresh)
        let run = try await running.finish()

        #expect(run.exitCode == 0, "\(run)")
        #expect(CatalogueText.names(in: run.standardOutput).first == "Margarita", "the answer came from TheCocktailDB")
        #expect(try sandbox.catalogue.contents() == fresh, "the fresh catalogue, byte for byte")
        #expect(try sandbox.cacheDirectoryContents().filter { $0.hasPrefix(".") } == [], "nothing left aside")
    }

    @Test("VT-3: with no other process, search deletes the expired catalogue it read before it exits")
    func search_deletesTheExpiredCatalogueItRead() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try sandbox.catalogue.setSavedAt(.daysAgo(8))
        try sandbox.remote().setRoutes([APIPath.search("margarita"): .recorded("search-margarita.json")])

        let run = try await sandbox.dringo(["search", "margarita"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(!sandbox.catalogue.exists)
    }

    @Test("VC-1: search opens no feed file: an expired list, which a feed would delete, is left byte for byte")
    func search_leavesTheFeedAlone() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        let feed = Data(#"{"version":1,"timestamp":0,"items":[]}"#.utf8)
        try sandbox.cache.replaceContents(with: feed)

        let run = try await sandbox.dringo(["search", "margarita"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(try sandbox.cache.contents() == feed, "the list saved in 2001, expired, untouched")
    }
}
