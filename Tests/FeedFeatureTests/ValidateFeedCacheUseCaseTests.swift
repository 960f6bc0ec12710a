import FeedFeature
import Foundation
import TestSupport
import Testing

@Suite("Validate feed cache use case")
final class ValidateFeedCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("VC-2: validateCache deletes cache on retrieval error")
    func validateCache_deletesCacheOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test("validateCache does not delete cache on empty cache")
    func validateCache_doesNotDeleteCacheOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("VC-1: validateCache does not delete non-expired cache")
    func validateCache_doesNotDeleteNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: nonExpiredTimestamp)

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("VC-3: validateCache deletes cache on expiration")
    func validateCache_deletesCacheOnExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expirationTimestamp)

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test("VC-3: validateCache deletes expired cache")
    func validateCache_deletesExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expiredTimestamp)

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test("VC-2: validateCache fails on deletion error of an unreadable cache")
    func validateCache_failsOnDeletionErrorOfUnreadableCache() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: RetrievalError())
        store.completeDeletion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.validateCache()
        }
    }

    @Test("VC-3: validateCache fails on deletion error of an expired cache")
    func validateCache_failsOnDeletionErrorOfExpiredCache() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expiredTimestamp)
        store.completeDeletion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.validateCache()
        }
    }

    @Test("VC-2: validateCache does not delete cache when retrieval is cancelled")
    func validateCache_doesNotDeleteCacheOnRetrievalCancellation() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: CancellationError())

        await #expect(throws: CancellationError.self) {
            try await sut.validateCache()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Outcome

    @Test("VC-2: validateCache reports an unreadable cache as deleted")
    func validateCache_reportsDeletedUnreadableOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        let outcome = try await sut.validateCache()

        #expect(outcome == .deletedUnreadable)
    }

    @Test("validateCache reports an empty cache")
    func validateCache_reportsEmptyOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let outcome = try await sut.validateCache()

        #expect(outcome == .empty)
    }

    @Test("VC-1: validateCache reports a non-expired cache as valid")
    func validateCache_reportsValidOnNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: nonExpiredTimestamp)

        let outcome = try await sut.validateCache()

        #expect(outcome == .valid)
    }

    @Test("VC-3: validateCache reports an expired cache as deleted")
    func validateCache_reportsDeletedExpiredOnExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueItems().local, timestamp: expirationTimestamp)

        let outcome = try await sut.validateCache()

        #expect(outcome == .deletedExpired)
    }

    // MARK: - Helpers

    /// A failure distinct from `anyError()`, so a test can tell which operation's error came out.
    private struct RetrievalError: Error {}

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
