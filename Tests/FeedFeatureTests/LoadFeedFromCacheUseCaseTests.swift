import FeedFeature
import Foundation
import TestSupport
import Testing

@Suite("Load feed from cache use case")
final class LoadFeedFromCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("CF-1: load requests cache retrieval")
    func load_requestsCacheRetrieval() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-2: load fails on retrieval error")
    func load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.load()
        }
    }

    @Test("CF-4: load delivers no items on empty cache")
    func load_deliversNoItemsOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let items = try await sut.load()

        #expect(items.isEmpty)
    }

    @Test("CF-1: load delivers cached items on non-expired cache")
    func load_deliversCachedItemsOnNonExpiredCache() async throws {
        let items = uniqueItems()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: items.local, timestamp: nonExpiredTimestamp)

        let loaded = try await sut.load()

        #expect(loaded == items.models)
    }

    @Test("CF-3: load delivers no items on cache expiration")
    func load_deliversNoItemsOnCacheExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expirationTimestamp)

        let items = try await sut.load()

        #expect(items.isEmpty)
    }

    @Test("CF-3: load delivers no items on expired cache")
    func load_deliversNoItemsOnExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expiredTimestamp)

        let items = try await sut.load()

        #expect(items.isEmpty)
    }

    @Test("CF-2: load has no side effects on retrieval error")
    func load_hasNoSideEffectsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        _ = try? await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-4: load has no side effects on empty cache")
    func load_hasNoSideEffectsOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-1: load has no side effects on non-expired cache")
    func load_hasNoSideEffectsOnNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: nonExpiredTimestamp)

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-3: load has no side effects on cache expiration")
    func load_hasNoSideEffectsOnCacheExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expirationTimestamp)

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-3: load has no side effects on expired cache")
    func load_hasNoSideEffectsOnExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expiredTimestamp)

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-1: loadValidCache delivers cached items with their timestamp on non-expired cache")
    func loadValidCache_deliversCachedItemsWithTimestampOnNonExpiredCache() async throws {
        let items = uniqueItems()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: items.local, timestamp: nonExpiredTimestamp)

        let cache = try #require(try await sut.loadValidCache())

        #expect(cache.items == items.models)
        #expect(cache.timestamp == nonExpiredTimestamp)
    }

    @Test("CF-3: loadValidCache delivers nothing on cache expiration")
    func loadValidCache_deliversNothingOnCacheExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expirationTimestamp)

        let cache = try await sut.loadValidCache()

        #expect(cache == nil)
    }

    @Test("CF-4: loadValidCache delivers nothing on empty cache")
    func loadValidCache_deliversNothingOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let cache = try await sut.loadValidCache()

        #expect(cache == nil)
    }

    // MARK: - Helpers

    private let nonExpiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge().addingTimeInterval(1)
    private let expirationTimestamp = fixedCurrentDate.minusFeedCacheMaxAge()
    private let expiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge().addingTimeInterval(-1)

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = { fixedCurrentDate },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: currentDate)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
