import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// Use case "Validate the feed cache": `dringo cache validate`, and the validation a command that
/// read or saved the list runs before it exits.
struct ValidateFeedCacheAcceptanceTests {
    @Test("VC-1: cache validate keeps a cache less than seven days old")
    func cacheValidate_keepsNonExpiredCache() async throws {
        let cache = cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7, seconds: 1))
        let store = InMemoryFeedStore(cache)

        let run = await runDringo(["cache", "validate"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The saved cocktail list is valid.\n")
        #expect(try await store.retrieve() == cache)
    }

    @Test("VC-2: cache validate deletes a cache that cannot be read")
    func cacheValidate_deletesUnreadableCache() async throws {
        let store = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve])

        let run = await runDringo(["cache", "validate"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The saved cocktail list could not be read, so it was deleted.\n")
        #expect(try await store.stored() == nil)
    }

    @Test("VC-3: cache validate deletes a cache seven days old")
    func cacheValidate_deletesExpiredCache() async throws {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)))

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

    @Test("VC-4: cache validate keeps, and says so, a fresh list another process saved after it read an expired one")
    func cacheValidate_keepsFreshList_savedAfterItReadAnExpiredOne() async throws {
        let fresh = cachedFeed(names: ["Spritz"], savedAt: acceptanceNow)
        let store = ReplacedAfterReadStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)), replacement: fresh)

        let run = await runDringo(["cache", "validate"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The saved cocktail list was replaced while it was checked, so the new one was kept.\n")
        #expect(try await store.stored() == fresh)
    }

    @Test("VC-3: cache info reports an expired cache, and validation on exit deletes it")
    func cacheInfo_reportsExpiredCache_thenValidationDeletesIt() async throws {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni", "Spritz"], savedAt: acceptanceNow.adding(days: -8)))

        let run = await runDringo(["cache", "info"], store: store, environment: ["DRINGO_CACHE_DIR": "/tmp/dringo-cache"])

        #expect(
            run.standardOutput
                == "Cache: /tmp/dringo-cache\nCocktail list: saved 8 days ago (expired), cocktails: 2\nCatalogue: none saved\n"
                + "Images: 0 bytes, count: 0\n")
        #expect(try await store.retrieve() == nil)
    }

    @Test("VC-2: feed offline warns once when validation cannot delete an unreadable cache")
    func feedOffline_warnsOnce_whenUnreadableCacheCannotBeDeleted() async {
        let store = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve, .deleteIfUnchanged])

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError.hasSuffix("Warning: an invalid saved cocktail list could not be deleted.\n"))
    }

    @Test("VC-3: feed offline reads an expired cache once, and validation on exit deletes it if unchanged")
    func feedOffline_readsExpiredCacheOnce_thenValidationDeletesIt() async throws {
        let store = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)))

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    @Test("VC-2: feed offline reads an unreadable cache once, and validation on exit deletes it if unchanged")
    func feedOffline_readsUnreadableCacheOnce_thenValidationDeletesIt() async throws {
        let unreadable = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve])
        let store = DocumentStoreSpy(unreadable)

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await unreadable.stored() == nil)
    }

    @Test("VC-1: feed offline reads a valid cache once, and validation on exit keeps it")
    func feedOffline_readsValidCacheOnce_andValidationKeepsIt() async throws {
        let cache = cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7, seconds: 1))
        let store = DocumentStoreSpy(cache)

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .success)
        #expect(await store.messages == [.retrieve])
        #expect(try await store.stored() == cache)
    }

    @Test("VC-1: feed online saves the remote list in one save, and validation on exit reads nothing")
    func feedOnline_savesList_andValidationReadsNothing() async throws {
        let store = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -8)))

        let run = await runDringo(["feed"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()), store: store)

        #expect(run.exitCode == .success)
        #expect(await store.messages == [.save])
        #expect(try await store.stored()?.resource.count == 100)
        #expect(try await store.stored()?.timestamp == acceptanceNow)
    }

    @Test("VC-1: image resolved against a valid cached feed reads the cache once")
    func image_resolvedAgainstCachedFeed_readsCacheOnce() async throws {
        let store = DocumentStoreSpy(ImageRoute.feedStoreWithNegroni())
        let imageStore = InMemoryImageDataStore(images: [try #require(URL(string: ImageRoute.negroniImage)): ImageRoute.negroniBytes])

        let run = await runDringo(["image", "Negroni"], store: store, imageStore: imageStore)

        #expect(run.exitCode == .success)
        #expect(await store.messages == [.retrieve])
    }

    /// Restated by issue 18: a command validates only the caches it read or saved. Before, every
    /// command read the list on exit, and so deleted an expired one it never used.
    @Test(
        "VC-1: a command that never uses the cocktail list leaves it alone on exit, its file not even opened",
        arguments: [
            ["ingredients", "Negroni"], ["search", "margarita"], ["recipe", "margarita"], ["random"], ["sync"], ["bar", "list"],
        ])
    func commandNotUsingTheList_leavesItAloneOnExit(arguments: [String]) async throws {
        let expired = cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7))
        let store = DocumentStoreSpy(expired)

        _ = await runDringo(arguments, store: store)

        #expect(await store.messages == [])
        #expect(try await store.stored() == expired)
    }

    @Test("VC-4: a fresh list another process saves after feed offline read an expired one survives validation on exit")
    func feedOffline_leavesFreshList_savedAfterItReadAnExpiredOne() async throws {
        let fresh = cachedFeed(names: ["Spritz"], savedAt: acceptanceNow)
        let store = ReplacedAfterReadStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)), replacement: fresh)

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad, "the list read had expired")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
        #expect(try await store.stored() == fresh)
    }

    @Test("VC-4: a fresh list another process saves after feed offline read an unreadable one survives validation on exit")
    func feedOffline_leavesFreshList_savedAfterItReadAnUnreadableOne() async throws {
        let fresh = cachedFeed(names: ["Spritz"], savedAt: acceptanceNow)
        let store = ReplacedAfterReadStore(
            cachedFeed(names: ["Negroni"], savedAt: acceptanceNow), firstReadIsUnreadable: true, replacement: fresh)

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError.contains("could not be deleted") == false)
        #expect(try await store.stored() == fresh)
    }

    @Test("VC-3: cache info reads an expired cache once, and validation on exit deletes it if unchanged")
    func cacheInfo_readsExpiredCacheOnce_thenValidationDeletesIt() async {
        let store = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -8)))

        _ = await runDringo(["cache", "info"], store: store)

        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
    }

    @Test("cache clear empties the cache")
    func cacheClear_emptiesCache() async throws {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow))

        let run = await runDringo(["cache", "clear"], store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "The cache is now empty: no cocktail list, no catalogue and no images.\n")
        #expect(try await store.retrieve() == nil)
    }
}
