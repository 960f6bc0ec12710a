import Locking
import Foundation
import TestSupport
import Testing
import FeedCacheInfra
import FeedFeature
import FeedPresentation
import HTTPCore
@testable import CompositionRoot

struct RemoteFeedLoaderWithLocalFallbackTests {
    private let now = Date(timeIntervalSince1970: 1_795_262_400)
    private let remoteItems = [CocktailItem(id: 1, name: "Remote")]
    private let cachedItems = [LocalCocktailItem(id: 2, name: "Cached", description: nil, imageURL: nil)]

    @Test("FS-1: delivers the remote list and saves it")
    func load_deliversAndSavesRemoteList() async throws {
        let store = InMemoryFeedStore()
        let sut = makeSUT(remote: { [remoteItems] in remoteItems }, store: store)

        let feed = try await sut.load()

        #expect(feed == LoadedFeed(items: remoteItems, source: .remote))
        #expect(try await store.retrieve()?.feed.map(\.name) == ["Remote"])
    }

    @Test("FS-2: falls back to the valid cache, naming why", arguments: [
        (RemoteLoadError.connectivity, FeedFailureReason.connectivity),
        (RemoteLoadError.invalidData, FeedFailureReason.invalidData),
    ])
    func load_fallsBackToValidCache(error: RemoteLoadError, reason: FeedFailureReason) async throws {
        let store = InMemoryFeedStore(cache: CachedFeed(feed: cachedItems, timestamp: now))
        let sut = makeSUT(remote: { throw error }, store: store)

        let feed = try await sut.load()

        #expect(feed.source == .cache(savedAt: now, reason: reason))
        #expect(feed.items.map(\.name) == ["Cached"])
    }

    @Test("FS-3: fails when the cache has expired")
    func load_failsOnExpiredCache() async {
        let store = InMemoryFeedStore(cache: CachedFeed(feed: cachedItems, timestamp: now.addingTimeInterval(-FeedCachePolicy.maxAge)))
        let sut = makeSUT(remote: nil, store: store)

        await #expect(throws: FeedUnavailableError(reason: .offline)) { try await sut.load() }
    }

    @Test("a cancelled remote load neither falls back nor saves")
    func load_propagatesCancellation() async throws {
        let store = InMemoryFeedStore(cache: CachedFeed(feed: cachedItems, timestamp: now))
        let sut = makeSUT(remote: { throw CancellationError() }, store: store)

        await #expect(throws: CancellationError.self) { try await sut.load() }
        #expect(try await store.retrieve()?.feed == cachedItems)
    }

    @Test("SF-3: a failed save is reported once and does not hide the remote list")
    func load_reportsSaveFailure() async throws {
        let failures = Locked(0)
        let sut = RemoteFeedLoaderWithLocalFallback(
            remote: { [remoteItems] in remoteItems },
            local: LocalFeedLoader(store: FileSystemFeedStore(fileURL: URL(fileURLWithPath: "/dev/null/feed.json")), currentDate: { [now] in now }),
            onCacheSaveFailure: { _ in failures.withLock { $0 += 1 } }
        )

        let feed = try await sut.load()

        #expect(feed.items == remoteItems)
        #expect(failures.withLock { $0 } == 1)
    }

    private func makeSUT(
        remote: (@Sendable () async throws -> [CocktailItem])?,
        store: any FeedStore
    ) -> RemoteFeedLoaderWithLocalFallback {
        RemoteFeedLoaderWithLocalFallback(
            remote: remote,
            local: LocalFeedLoader(store: store, currentDate: { [now] in now }),
            onCacheSaveFailure: { _ in }
        )
    }
}
