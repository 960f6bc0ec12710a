import Foundation
import StoreCore
import TestSupport
import Testing

/// What `cache info` tells of a cached resource, and `cache clear`.
@Suite final class CacheStatusUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("status tells that nothing is cached")
    func status_tellsNone_onEmptyCache() async {
        let (sut, _) = makeSUT(tracking: leakTracker)

        #expect(await sut.status() == .none)
    }

    @Test("status tells how many a valid cache holds and when it was saved, reading once and deleting nothing")
    func status_tellsCountAndSaveDate_ofValidCache() async {
        let savedAt = fixedCurrentDate.minusMaxAge().addingTimeInterval(1)
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cachedNumbers(at: savedAt))

        #expect(await sut.status() == .valid(count: 2, savedAt: savedAt))
        #expect(await store.messages == [.retrieve])
    }

    @Test("status tells how many an expired cache holds and when it was saved, deleting nothing")
    func status_tellsCountAndSaveDate_ofExpiredCache() async {
        let savedAt = fixedCurrentDate.minusMaxAge()
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cachedNumbers(at: savedAt))

        #expect(await sut.status() == .expired(count: 2, savedAt: savedAt))
        #expect(await store.messages == [.retrieve])
    }

    @Test("status tells that a cache cannot be read, never failing")
    func status_tellsUnreadable_onRetrievalError() async {
        let (sut, _) = makeSUT(tracking: leakTracker, failing: [.retrieve])

        #expect(await sut.status() == .unreadable)
    }

    @Test("clear deletes the cache, valid or not")
    func clear_deletesCache() async throws {
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cachedNumbers(at: fixedCurrentDate))

        try await sut.clear()

        #expect(await store.messages == [.delete])
        #expect(try await store.stored() == nil)
    }

    @Test("clear fails on a deletion error")
    func clear_failsOnDeletionError() async {
        let (sut, _) = makeSUT(tracking: leakTracker, failing: [.delete])

        await #expect(throws: NumbersStoreSpy.Failure(message: .delete)) { try await sut.clear() }
    }
}
