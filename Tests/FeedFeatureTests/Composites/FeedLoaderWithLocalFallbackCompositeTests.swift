import FeedFeature
import Foundation
import HTTPCore
import Locking
import StoreCore
import TestSupport
import Testing

@Suite("Feed loader with local fallback composite")
final class FeedLoaderWithLocalFallbackCompositeTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("FS-1: load delivers the remote list and replaces the cache with it, in one save, on remote success")
    func load_deliversRemoteListAndSavesItOnRemoteSuccess() async throws {
        let items = uniqueItems()
        let (sut, remote, store) = makeSUT(remote: .success(items.models))

        let feed = try await sut.load()

        #expect(feed == FeedWithOrigin(items: items.models, origin: .remote))
        #expect(remote?.receivedMessages == [.load])
        #expect(store.receivedMessages == [.save(CachedFeed(items.local, timestamp: fixedCurrentDate))])
    }

    @Test(
        "FS-2: load delivers the valid cache, naming why, on remote failure",
        arguments: [
            (RemoteLoadError.connectivity, FeedFallbackReason.connectivity),
            (RemoteLoadError.invalidData, FeedFallbackReason.invalidData),
            (RemoteLoadError.notFound, FeedFallbackReason.notFound),
            (RemoteLoadError.untrustedCertificate, FeedFallbackReason.untrustedCertificate),
            (anyError(), FeedFallbackReason.connectivity),
        ] as [(any Error, FeedFallbackReason)])
    func load_deliversValidCacheOnRemoteFailure(error: any Error, reason: FeedFallbackReason) async throws {
        let cached = uniqueItems()
        let savedAt = fixedCurrentDate.addingTimeInterval(-1)
        let (sut, _, store) = makeSUT(remote: .failure(error))
        store.completeRetrieval(with: cached.local, timestamp: savedAt)

        let feed = try await sut.load()

        #expect(feed == FeedWithOrigin(items: cached.models, origin: .cache(savedAt: savedAt, reason: reason)))
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("FS-2: load delivers the valid cache without asking any remote when offline")
    func load_deliversValidCacheWhenOffline() async throws {
        let cached = uniqueItems()
        let (sut, _, store) = makeSUT(remote: nil)
        store.completeRetrieval(with: cached.local, timestamp: fixedCurrentDate)

        let feed = try await sut.load()

        #expect(feed == FeedWithOrigin(items: cached.models, origin: .cache(savedAt: fixedCurrentDate, reason: .offline)))
    }

    @Test("FS-3: load fails with the reason when offline and the cache has expired")
    func load_failsWithReasonWhenOfflineOnExpiredCache() async {
        let (sut, _, store) = makeSUT(remote: nil)
        store.completeRetrieval(with: uniqueItems().local, timestamp: fixedCurrentDate.addingTimeInterval(-MaxAgePolicy.sevenDays.maxAge))

        await #expect(throws: FeedUnavailableError(reason: .offline)) {
            try await sut.load()
        }
    }

    @Test(
        "FS-4: load fails with why the remote failed on remote failure and an empty cache",
        arguments: [
            (RemoteLoadError.connectivity, FeedFallbackReason.connectivity),
            (RemoteLoadError.invalidData, FeedFallbackReason.invalidData),
            (RemoteLoadError.notFound, FeedFallbackReason.notFound),
            (RemoteLoadError.untrustedCertificate, FeedFallbackReason.untrustedCertificate),
        ])
    func load_failsWithRemoteReasonOnRemoteFailureAndEmptyCache(error: RemoteLoadError, reason: FeedFallbackReason) async {
        let (sut, _, store) = makeSUT(remote: .failure(error))
        store.completeRetrievalWithEmptyCache()

        await #expect(throws: FeedUnavailableError(reason: reason)) {
            try await sut.load()
        }
    }

    @Test("load fails as if there were no cache on remote failure and a cache retrieval error")
    func load_failsAsWithNoCacheOnRemoteFailureAndRetrievalError() async {
        let (sut, _, store) = makeSUT(remote: .failure(RemoteLoadError.connectivity))
        store.completeRetrieval(with: anyError())

        await #expect(throws: FeedUnavailableError(reason: .connectivity)) {
            try await sut.load()
        }
    }

    @Test("load delivers only cancellation, neither falling back nor saving, when the remote is cancelled")
    func load_deliversOnlyCancellationWhenRemoteIsCancelled() async {
        let (sut, _, store) = makeSUT(remote: .failure(CancellationError()))
        store.completeRetrieval(with: uniqueItems().local, timestamp: fixedCurrentDate)

        await #expect(throws: CancellationError.self) {
            try await sut.load()
        }
        #expect(store.receivedMessages.isEmpty)
    }

    @Test("load delivers only cancellation, without falling back, when its task is cancelled and the remote fails")
    func load_deliversOnlyCancellationWhenTaskIsCancelledAndRemoteFails() async {
        let (sut, _, store) = makeSUT(remote: .failure(RemoteLoadError.connectivity))
        store.completeRetrieval(with: uniqueItems().local, timestamp: fixedCurrentDate)

        let result = await resultOfTaskCancelledBeforeStart {
            try await sut.load()
        }

        expectOnlyCancellation(result)
        #expect(store.receivedMessages.isEmpty)
    }

    @Test("SF-3: load reports a failed save once and still delivers the remote list")
    func load_reportsSaveFailureOnceAndDeliversRemoteList() async throws {
        let items = uniqueItems()
        let failures = Locked(0)
        let (sut, _, store) = makeSUT(remote: .success(items.models), onCacheSaveFailure: { _ in failures.withLock { $0 += 1 } })
        store.completeSaving(with: anyError())

        let feed = try await sut.load()

        #expect(feed == FeedWithOrigin(items: items.models, origin: .remote))
        #expect(failures.withLock { $0 } == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        remote remoteResult: Result<[CocktailItem], any Error>?,
        onCacheSaveFailure: @escaping @Sendable (any Error) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FeedLoaderWithLocalFallbackComposite, remote: FeedLoaderSpy?, store: FeedStoreSpy) {
        let remote = remoteResult.map(FeedLoaderSpy.init(result:))
        let store = FeedStoreSpy()
        let local = LocalFeedLoader(store: store, currentDate: { fixedCurrentDate })
        let sut = FeedLoaderWithLocalFallbackComposite(remote: remote, local: local, onCacheSaveFailure: onCacheSaveFailure)
        if let remote {
            leakTracker.track(remote, fileID: sourceLocation.fileID, line: sourceLocation.line)
        }
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(local, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, remote, store)
    }
}
