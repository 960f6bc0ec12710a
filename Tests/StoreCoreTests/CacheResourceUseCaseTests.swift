import Foundation
import StoreCore
import TestSupport
import Testing

/// Saving a cached resource: the cocktail list after every remote load, the catalogue after every sync.
@Suite final class CacheResourceUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() async {
        let (_, store) = makeSUT(tracking: leakTracker)

        #expect(await store.messages.isEmpty)
    }

    @Test("SF-1, SC-1: save replaces the cache in one save, dated now, and deletes nothing first")
    func save_replacesCacheInOneSaveDatedNow() async throws {
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cachedNumbers(at: fixedCurrentDate.addingTimeInterval(-60)))

        try await sut.save(uniqueNumbers.model)

        #expect(await store.messages == [.save])
        #expect(try await store.stored() == Cached(uniqueNumbers.local, timestamp: fixedCurrentDate))
    }

    @Test("SF-3, SC-3: save fails on a saving error, and leaves the previous cache exactly as it was")
    func save_failsOnSavingError_leavingPreviousCache() async throws {
        let previous = cachedNumbers(at: fixedCurrentDate.addingTimeInterval(-60))
        let (sut, store) = makeSUT(tracking: leakTracker, cached: previous, failing: [.save])

        await #expect(throws: NumbersStoreSpy.Failure(message: .save)) {
            try await sut.save([1])
        }
        #expect(try await store.stored() == previous)
    }
}
