import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// Use case "Cache cocktails": every remote success replaces the cache.
struct CacheFeedAcceptanceTests {
    @Test("FS-1, SF-1: feed online replaces the cache entirely with the remote list, timestamped now")
    func feed_replacesCacheWithRemoteList_whenOnline() async throws {
        let store = InMemoryFeedStore(cachedFeed(names: ["Old One", "Old Two"], savedAt: acceptanceNow.adding(days: -1)))

        _ = await runDringo(["feed"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()), store: store)

        let cache = try #require(try await store.retrieve())
        #expect(cache.timestamp == acceptanceNow)
        #expect(cache.resource.count == 100)
        #expect(cache.resource.first?.name == "155 Belmont")
        #expect(!cache.resource.contains { $0.name.hasPrefix("Old") })
    }

    @Test("SF-1: a list cached online is shown offline")
    func feedOffline_showsWhatFeedOnlineCached() async throws {
        let store = InMemoryFeedStore()
        let online = await runDringo(["feed"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()), store: store)

        let offline = await runDringo(["feed", "--offline"], store: store, now: acceptanceNow.adding(days: 6))

        #expect(offline.exitCode == .success)
        #expect(offline.standardOutput == online.standardOutput)
    }

    @Test("SF-1, SF-3: feed online still shows the list, with one warning, when it cannot be saved, and keeps the previous list")
    func feed_showsRemoteListWithWarning_andKeepsPreviousList_onSavingError() async throws {
        let old = cachedFeed(names: ["Old One"], savedAt: acceptanceNow.adding(days: -1))
        let store = DocumentStoreSpy(old, failing: [.save])

        let run = await runDringo(["feed"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()), store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains("\n15346   155 Belmont\n"))
        #expect(run.standardError == "Warning: the cocktail list could not be saved for offline use.\n")
        #expect(await store.messages == [.save, .retrieve], "nothing is deleted before the save; validation reads what is left")
        #expect(try await store.stored() == old, "a failed save leaves the previous list as it was")
    }
}
