import FeedFeature
import Foundation
import TestSupport
import Testing

@Suite("Cache feed use case")
final class CacheFeedUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("SF-1: save requests cache deletion")
    func save_requestsCacheDeletion() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(uniqueItems().models)

        #expect(store.receivedMessages.first == .deleteCachedFeed)
    }

    @Test("SF-2: save does not request cache insertion on deletion error")
    func save_doesNotRequestCacheInsertionOnDeletionError() async {
        let (sut, store) = makeSUT()
        store.completeDeletion(with: anyError())

        _ = try? await sut.save(uniqueItems().models)

        #expect(store.receivedMessages == [.deleteCachedFeed])
    }

    @Test("SF-1: save requests new cache insertion with timestamp on successful deletion")
    func save_requestsNewCacheInsertionWithTimestampOnSuccessfulDeletion() async throws {
        let timestamp = fixedCurrentDate
        let items = uniqueItems()
        let (sut, store) = makeSUT(currentDate: { timestamp })
        store.completeDeletionSuccessfully()

        try await sut.save(items.models)

        #expect(store.receivedMessages == [.deleteCachedFeed, .insert(items.local, timestamp)])
    }

    @Test("SF-2: save fails on deletion error")
    func save_failsOnDeletionError() async {
        let (sut, store) = makeSUT()
        store.completeDeletion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.save(uniqueItems().models)
        }
    }

    @Test("SF-3: save fails on insertion error")
    func save_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeDeletionSuccessfully()
        store.completeInsertion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.save(uniqueItems().models)
        }
    }

    @Test("SF-1: save succeeds on successful cache insertion")
    func save_succeedsOnSuccessfulCacheInsertion() async {
        let (sut, store) = makeSUT()
        store.completeDeletionSuccessfully()
        store.completeInsertionSuccessfully()

        await #expect(throws: Never.self) {
            try await sut.save(uniqueItems().models)
        }
    }

    // MARK: - Helpers

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
