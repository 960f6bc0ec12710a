import FeedFeature
import Foundation
import StoreCore
import TestSupport
import Testing

/// The cocktail list's cache use cases: the shared ones (`StoreCoreTests`) kept by the 7-day rule,
/// over cocktails and their cached form.
@Suite final class LocalFeedLoaderTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("CF-1: load delivers the cached items, every field as saved, on a cache one second short of seven days")
    func load_deliversCachedItems_onNonExpiredCache() async throws {
        let items = uniqueItems()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: items.local, timestamp: fixedCurrentDate.addingTimeInterval(-7 * 24 * 60 * 60 + 1))

        #expect(try await sut.load() == items.models)
    }

    @Test("CF-3: load delivers no items on a cache seven days old")
    func load_deliversNoItems_onExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: fixedCurrentDate.addingTimeInterval(-7 * 24 * 60 * 60))

        #expect(try await sut.load().isEmpty)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("CF-4: load delivers no items on an empty cache")
    func load_deliversNoItems_onEmptyCache() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.load().isEmpty)
    }

    @Test("SF-1: save keeps every field of the items, dated now")
    func save_keepsEveryFieldDatedNow() async throws {
        let items = uniqueItems()
        let (sut, store) = makeSUT()

        try await sut.save(items.models)

        #expect(store.receivedMessages == [.save(CachedFeed(items.local, timestamp: fixedCurrentDate))])
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: { fixedCurrentDate })
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
