import CompositionRootTestSupport
import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

@testable import CompositionRoot

@Suite final class RememberingFeedStoreTests {
    private let leakTracker = LeakTracker()
    private let now = Date(timeIntervalSince1970: 1_795_262_400)

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test func retrieveTwice_readsTheStoreOnce_andDeliversTheSameCache() async throws {
        let cache = makeCache(savedAt: now)
        let (sut, store) = makeSUT(FeedStoreSpy(cache: cache))

        let first = try await sut.retrieve()
        let second = try await sut.retrieve()

        #expect(first == cache)
        #expect(second == cache)
        #expect(await store.messages == [.retrieve])
    }

    @Test func retrieveTwice_readsTheStoreOnce_andDeliversEmptyBothTimes() async throws {
        let (sut, store) = makeSUT(FeedStoreSpy(cache: nil))

        let first = try await sut.retrieve()
        let second = try await sut.retrieve()

        #expect(first == nil)
        #expect(second == nil)
        #expect(await store.messages == [.retrieve])
    }

    @Test func retrieveTwice_afterARetrievalError_readsTheStoreOnce_andDeliversTheSameError() async {
        let (sut, store) = makeSUT(FeedStoreSpy(FailableFeedStore(failing: [.retrieve])))

        await #expect(throws: FailableFeedStore.Failure.self) { try await sut.retrieve() }
        await #expect(throws: FailableFeedStore.Failure.self) { try await sut.retrieve() }
        #expect(await store.messages == [.retrieve])
    }

    @Test func retrieve_afterACancelledRetrieval_readsTheStoreAgain() async throws {
        let (sut, store) = makeSUT(FeedStoreSpy(CancelledRetrievalStore()))

        await #expect(throws: CancellationError.self) { try await sut.retrieve() }
        await #expect(throws: CancellationError.self) { try await sut.retrieve() }
        #expect(await store.messages == [.retrieve, .retrieve])
    }

    @Test func retrieve_afterAnInsert_deliversTheInsertedCacheWithoutReading() async throws {
        let cache = makeCache(savedAt: now)
        let (sut, store) = makeSUT(FeedStoreSpy(cache: makeCache(savedAt: now.addingTimeInterval(-60))))

        _ = try await sut.retrieve()
        try await sut.insert(cache.feed, timestamp: cache.timestamp)
        let retrieved = try await sut.retrieve()

        #expect(retrieved == cache)
        #expect(await store.messages == [.retrieve, .insert(timestamp: now)])
    }

    @Test func retrieve_afterADeletion_deliversEmptyWithoutReading() async throws {
        let (sut, store) = makeSUT(FeedStoreSpy(cache: makeCache(savedAt: now)))

        _ = try await sut.retrieve()
        try await sut.deleteCachedFeed()
        let retrieved = try await sut.retrieve()

        #expect(retrieved == nil)
        #expect(await store.messages == [.retrieve, .deleteCachedFeed])
    }

    @Test func retrieve_afterAFailedInsert_readsTheStoreAgain() async throws {
        let cache = makeCache(savedAt: now)
        let (sut, store) = makeSUT(FeedStoreSpy(FailableFeedStore(cache: cache, failing: [.insert])))

        _ = try await sut.retrieve()
        await #expect(throws: FailableFeedStore.Failure.self) {
            try await sut.insert([], timestamp: self.now)
        }
        let retrieved = try await sut.retrieve()

        #expect(retrieved == cache)
        #expect(await store.messages == [.retrieve, .insert(timestamp: now), .retrieve])
    }

    @Test func retrieve_afterAFailedDeletion_readsTheStoreAgain() async throws {
        let cache = makeCache(savedAt: now)
        let (sut, store) = makeSUT(FeedStoreSpy(FailableFeedStore(cache: cache, failing: [.delete])))

        _ = try await sut.retrieve()
        await #expect(throws: FailableFeedStore.Failure.self) { try await sut.deleteCachedFeed() }
        let retrieved = try await sut.retrieve()

        #expect(retrieved == cache)
        #expect(await store.messages == [.retrieve, .deleteCachedFeed, .retrieve])
    }

    @Test func retrieve_thatOverlappedADeletion_isNotRemembered() async throws {
        let store = RetrievalHoldingStore(cache: makeCache(savedAt: now))
        let sut = RememberingFeedStore(store)
        leakTracker.track(sut)
        leakTracker.track(store)

        let overlapping = Task { try await sut.retrieve() }
        await store.waitUntilARetrievalIsHeld()
        try await sut.deleteCachedFeed()
        store.releaseRetrievals()
        _ = try await overlapping.value

        #expect(try await sut.retrieve() == nil)
    }

    @Test("VC-3: validation after reading an expired cache deletes it without reading it again")
    func validateCache_afterRetrievingAnExpiredCache_deletesItWithoutReadingAgain() async throws {
        let (sut, store) = makeSUT(FeedStoreSpy(cache: makeCache(savedAt: now.addingTimeInterval(-FeedCachePolicy.maxAge))))
        let loader = LocalFeedLoader(store: sut, currentDate: { [now] in now })

        _ = try await loader.load()
        let outcome = try await loader.validateCache()

        #expect(outcome == .deletedExpired)
        #expect(await store.messages == [.retrieve, .deleteCachedFeed])
        #expect(try await store.stored() == nil)
    }

    @Test("VC-1: validation after a save keeps the fresh cache without reading it")
    func validateCache_afterASave_keepsTheCacheWithoutReading() async throws {
        let (sut, store) = makeSUT(FeedStoreSpy(cache: nil))
        let loader = LocalFeedLoader(store: sut, currentDate: { [now] in now })

        try await loader.save([CocktailItem(id: 1, name: "Negroni")])
        let outcome = try await loader.validateCache()

        #expect(outcome == .valid)
        #expect(await store.messages == [.deleteCachedFeed, .insert(timestamp: now)])
    }

    // MARK: - Helpers

    private func makeSUT(
        _ store: FeedStoreSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RememberingFeedStore, store: FeedStoreSpy) {
        let sut = RememberingFeedStore(store)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }

    private func makeCache(savedAt timestamp: Date) -> CachedFeed {
        CachedFeed(feed: [LocalCocktailItem(id: 1, name: "Negroni", description: nil, imageURL: nil)], timestamp: timestamp)
    }
}

/// A store whose every retrieval is cancelled.
private struct CancelledRetrievalStore: FeedStore {
    func deleteCachedFeed() async throws {}
    func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws {}
    func retrieve() async throws -> CachedFeed? { throw CancellationError() }
}

/// A store that holds each retrieval, after it has read, until the test releases it.
private final class RetrievalHoldingStore: FeedStore {
    private let backing: InMemoryFeedStore
    private let held: AsyncStream<Void>
    private let heldContinuation: AsyncStream<Void>.Continuation
    private let released: AsyncStream<Void>
    private let releasedContinuation: AsyncStream<Void>.Continuation

    init(cache: CachedFeed?) {
        backing = InMemoryFeedStore(cache: cache)
        (held, heldContinuation) = AsyncStream.makeStream(of: Void.self)
        (released, releasedContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    func deleteCachedFeed() async throws { try await backing.deleteCachedFeed() }
    func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws { try await backing.insert(feed, timestamp: timestamp) }

    func retrieve() async throws -> CachedFeed? {
        let cache = try await backing.retrieve()
        heldContinuation.yield()
        for await _ in released { break }
        return cache
    }

    func waitUntilARetrievalIsHeld() async {
        for await _ in held { return }
    }

    func releaseRetrievals() {
        releasedContinuation.finish()
    }
}
