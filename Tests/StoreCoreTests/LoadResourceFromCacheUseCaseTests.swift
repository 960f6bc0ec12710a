import Foundation
import StoreCore
import TestSupport
import Testing

/// Loading a cached resource while it is valid: the offline list, the fallback, every catalogue query.
@Suite final class LoadResourceFromCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("CF-1, LC-1: loadValid delivers the resource, as the domain holds it, with its save date, reading once")
    func loadValid_deliversResourceWithSaveDate_onNonExpiredCache() async throws {
        let savedAt = fixedCurrentDate.minusMaxAge().addingTimeInterval(1)
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cachedNumbers(at: savedAt))

        let loaded = try await sut.loadValid()

        #expect(loaded == Cached(uniqueNumbers.model, timestamp: savedAt))
        #expect(await store.messages == [.retrieve])
    }

    @Test("CF-2, LC-2: loadValid fails on a retrieval error, and deletes nothing")
    func loadValid_failsOnRetrievalError_withNoSideEffects() async {
        let (sut, store) = makeSUT(tracking: leakTracker, failing: [.retrieve])

        await #expect(throws: NumbersStoreSpy.Failure(message: .retrieve)) {
            try await sut.loadValid()
        }
        #expect(await store.messages == [.retrieve])
    }

    @Test("CF-4, LC-4: loadValid delivers nothing when nothing is cached")
    func loadValid_deliversNothing_onEmptyCache() async throws {
        let (sut, store) = makeSUT(tracking: leakTracker)

        #expect(try await sut.loadValid() == nil)
        #expect(await store.messages == [.retrieve])
    }

    @Test(
        "CF-3, LC-3: loadValid delivers nothing, and deletes nothing, on a cache at or past its max age, or dated in the future",
        arguments: [0, 1, -(MaxAgePolicy.sevenDays.maxAge + 1)])
    func loadValid_deliversNothing_onExpiredCache(secondsPastMaxAge: TimeInterval) async throws {
        let (sut, store) = makeSUT(
            tracking: leakTracker, cached: cachedNumbers(at: fixedCurrentDate.minusMaxAge().addingTimeInterval(-secondsPastMaxAge)))

        #expect(try await sut.loadValid() == nil)
        #expect(await store.messages == [.retrieve])
    }
}
