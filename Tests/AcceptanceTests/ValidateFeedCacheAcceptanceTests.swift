import Foundation
import Testing
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import TestSupport

/// Use case "Validate the feed cache": `dringo cache validate`, and the validation every command runs before it exits.
struct ValidateFeedCacheAcceptanceTests {
    @Test("VC-1: cache validate keeps a cache less than seven days old")
    func cacheValidate_keepsNonExpiredCache() async throws {
        let cache = cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7, seconds: 1))
        let store = InMemoryFeedStore(cache: cache)

        let run = await runDringo(["cache", "validate"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The saved cocktail list is valid.\n")
        #expect(try await store.retrieve() == cache)
    }

    @Test("VC-2: cache validate deletes a cache that cannot be read")
    func cacheValidate_deletesUnreadableCache() async throws {
        let store = FailableFeedStore(cache: cachedFeed(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve])

        let run = await runDringo(["cache", "validate"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The saved cocktail list could not be read, so it was deleted.\n")
        #expect(try await store.stored() == nil)
    }

    @Test("VC-3: cache validate deletes a cache seven days old")
    func cacheValidate_deletesExpiredCache() async throws {
        let store = InMemoryFeedStore(cache: cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)))

        let run = await runDringo(["cache", "validate"], store: store)

        #expect(run.standardOutput == "The saved cocktail list was 7 days old or more, so it was deleted.\n")
        #expect(try await store.retrieve() == nil)
    }

    @Test("VC-1: cache validate reports an empty cache")
    func cacheValidate_reportsEmptyCache() async {
        let run = await runDringo(["cache", "validate"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "There is no saved cocktail list.\n")
    }

    @Test("VC-3: cache info reports an expired cache, and validation on exit deletes it")
    func cacheInfo_reportsExpiredCache_thenValidationDeletesIt() async throws {
        let store = InMemoryFeedStore(cache: cachedFeed(names: ["Negroni", "Spritz"], savedAt: acceptanceNow.adding(days: -8)))

        let run = await runDringo(["cache", "info"], store: store, environment: ["DRINGO_CACHE_DIR": "/tmp/dringo-cache"])

        #expect(run.standardOutput == "Cache: /tmp/dringo-cache\nCocktail list: saved 8 days ago (expired), cocktails: 2\nImages: 0 bytes, count: 0\n")
        #expect(try await store.retrieve() == nil)
    }

    @Test("VC-2: feed offline warns once when validation cannot delete an unreadable cache")
    func feedOffline_warnsOnce_whenUnreadableCacheCannotBeDeleted() async {
        let store = FailableFeedStore(failing: [.retrieve, .delete])

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError.hasSuffix("Warning: an invalid saved cocktail list could not be deleted.\n"))
    }

    @Test("cache clear empties the cache")
    func cacheClear_emptiesCache() async throws {
        let store = InMemoryFeedStore(cache: cachedFeed(names: ["Negroni"], savedAt: acceptanceNow))

        let run = await runDringo(["cache", "clear"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The cache is now empty: no cocktail list and no images.\n")
        #expect(try await store.retrieve() == nil)
    }
}
