import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Use case "Validate the catalogue cache": `dringo cache info | validate | clear` with a saved
/// catalogue, and the validation a command that read or saved the catalogue runs before it exits.
struct ValidateCatalogueCacheAcceptanceTests {
    @Test("VT-1: cache validate keeps a catalogue less than seven days old, and says so after the feed's line")
    func cacheValidate_keepsNonExpiredCatalogue() async throws {
        let catalogue = cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7, seconds: 1))
        let store = DocumentStoreSpy(catalogue)

        let run = await runDringo(["cache", "validate"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "There is no saved cocktail list.\nThe saved catalogue is valid.\n")
        #expect(try await store.stored() == catalogue)
        #expect(await store.messages == [.retrieve])
    }

    @Test("VT-2: cache validate deletes a catalogue that cannot be read")
    func cacheValidate_deletesUnreadableCatalogue() async throws {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve])

        let run = await runDringo(["cache", "validate"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "There is no saved cocktail list.\nThe saved catalogue could not be read, so it was deleted.\n")
        #expect(try await store.stored() == nil)
    }

    @Test("VT-3: cache validate deletes a catalogue exactly seven days old")
    func cacheValidate_deletesExpiredCatalogue() async throws {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)))

        let run = await runDringo(["cache", "validate"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "There is no saved cocktail list.\nThe saved catalogue was 7 days old or more, so it was deleted.\n")
        #expect(try await store.stored() == nil)
    }

    @Test("VT-2: cache validate warns and exits 1 when an unreadable catalogue cannot be deleted, and still validates the feed")
    func cacheValidate_warnsWhenUnreadableCatalogueCannotBeDeleted() async {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve, .deleteIfUnchanged])

        let run = await runDringo(["cache", "validate"], catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "There is no saved cocktail list.\n")
        #expect(run.standardError == "Warning: an invalid saved catalogue could not be deleted.\n")
    }

    @Test("VT-4: cache validate keeps, and says so, a fresh catalogue another process synced after it read an expired one")
    func cacheValidate_keepsFreshCatalogue_syncedAfterItReadAnExpiredOne() async throws {
        let fresh = cachedCatalogue(names: ["Spritz"], savedAt: acceptanceNow)
        let store = ReplacedAfterReadStore(
            cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)), replacement: fresh)

        let run = await runDringo(["cache", "validate"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput
                == "There is no saved cocktail list.\nThe saved catalogue was replaced while it was checked, so the new one was kept.\n")
        #expect(try await store.stored() == fresh)
    }

    @Test("VT-1: cache info tells how many drinks the catalogue holds and when it was saved, reading it once")
    func cacheInfo_describesValidCatalogue_readingItOnce() async {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni", "Spritz", "Martini"], savedAt: acceptanceNow.adding(days: -2)))

        let run = await runDringo(["cache", "info"], catalogueStore: store, environment: ["DRINGO_CACHE_DIR": "/tmp/d"])

        #expect(
            run.standardOutput
                == "Cache: /tmp/d\nCocktail list: none saved\nCatalogue: saved 2 days ago (valid), cocktails: 3\nImages: 0 bytes, count: 0\n"
        )
        #expect(await store.messages == [.retrieve])
    }

    @Test("VT-3: cache info reports an expired catalogue, and validation on exit deletes it, if unchanged, without reading it again")
    func cacheInfo_reportsExpiredCatalogue_thenValidationDeletesIt() async throws {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -8)))

        let run = await runDringo(["cache", "info", "--lang", "it"], catalogueStore: store)

        #expect(run.standardOutput.contains("\nCatalogo: salvato 8 giorni fa (scaduto), cocktail: 1\n"))
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    @Test("VT-2: cache info reports an unreadable catalogue, and validation on exit deletes it if unchanged")
    func cacheInfo_reportsUnreadableCatalogue_thenValidationDeletesIt() async throws {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve])

        let run = await runDringo(["cache", "info"], catalogueStore: store)

        #expect(run.standardOutput.contains("\nCatalogue: unreadable\n"))
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    @Test("VT-3: search, which read an expired catalogue, deletes it before it exits")
    func search_deletesTheExpiredCatalogueItRead_onExit() async throws {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)))

        _ = await runDringo(["search", "negroni"], catalogueStore: store)

        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    /// Restated by issue 18: a command validates only the caches it read or saved. Before, every
    /// command read the catalogue on exit, and so deleted an expired one it never used.
    @Test(
        "VT-1: a command that never uses the catalogue leaves it alone on exit, its file not even opened",
        arguments: [["feed", "--offline"], ["ingredients", "Negroni"], ["bar", "list"]])
    func commandNotUsingTheCatalogue_leavesItAloneOnExit(arguments: [String]) async throws {
        let expired = cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7))
        let store = DocumentStoreSpy(expired)

        _ = await runDringo(arguments, catalogueStore: store)

        #expect(await store.messages == [])
        #expect(try await store.stored() == expired)
    }

    @Test("VT-2: a command warns once, keeping its exit code, when an unreadable catalogue it read cannot be deleted")
    func random_warnsWhenUnreadableCatalogueCannotBeDeleted() async {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve, .deleteIfUnchanged])

        let run = await runDringo(["random"], catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad, "no catalogue to answer from, and no connection")
        #expect(run.standardError.hasSuffix("Warning: an invalid saved catalogue could not be deleted.\n"))
        #expect(run.standardError.components(separatedBy: "Warning").count == 2)
    }

    @Test("VT-4: a fresh catalogue another process syncs after search read an expired one survives validation on exit")
    func search_leavesFreshCatalogue_syncedAfterItReadAnExpiredOne() async throws {
        let fresh = cachedCatalogue(names: ["Spritz"], savedAt: acceptanceNow)
        let store = ReplacedAfterReadStore(
            cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)), replacement: fresh)

        let run = await runDringo(["search", "negroni"], catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad, "the catalogue read had expired, and TheCocktailDB cannot be reached")
        #expect(try await store.stored() == fresh)
    }

    @Test("cache clear deletes the catalogue with the rest of the cache")
    func cacheClear_deletesCatalogue() async throws {
        let store = DocumentStoreSpy(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow))

        let run = await runDringo(["cache", "clear"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The cache is now empty: no cocktail list, no catalogue and no images.\n")
        #expect(try await store.stored() == nil)
    }

    @Test("VT-2: a corrupt catalogue file is reported unreadable by cache info and deleted, never a crash")
    func cacheInfo_reportsCorruptCatalogueFile_thenValidationDeletesIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-catalogue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("catalogue.json")
        try Data(#"{"version":1,"timestamp":1,"drinks":[{"id":1,"name":"Torn"#.utf8).write(to: file)

        let run = await runDringo(["cache", "info"], catalogueStore: FileSystemCatalogueStore(fileURL: file))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains("\nCatalogue: unreadable\n"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
