import Foundation
import StoreCore
import TestSupport
import Testing

/// Validating a cached resource: `cache validate`, and the validation before a command exits.
@Suite final class ValidateResourceCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() async {
        let (_, store) = makeSUT(tracking: leakTracker)

        #expect(await store.messages.isEmpty)
    }

    @Test("VC-1, VT-1: validateCache keeps a cache one second short of its max age, and reports it valid")
    func validateCache_keepsNonExpiredCache() async throws {
        let cached = cachedNumbers(at: fixedCurrentDate.minusMaxAge().addingTimeInterval(1))
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cached)

        #expect(try await sut.validateCache() == .valid)
        #expect(await store.messages == [.retrieve])
        #expect(try await store.stored() == cached)
    }

    @Test("validateCache deletes nothing when nothing is cached, and reports it empty")
    func validateCache_deletesNothing_onEmptyCache() async throws {
        let (sut, store) = makeSUT(tracking: leakTracker)

        #expect(try await sut.validateCache() == .empty)
        #expect(await store.messages == [.retrieve])
    }

    @Test("VC-2, VT-2: validateCache deletes a cache that cannot be read, if unchanged, and reports it")
    func validateCache_deletesUnreadableCache() async throws {
        let (sut, store) = makeSUT(tracking: leakTracker, cached: cachedNumbers(at: fixedCurrentDate), failing: [.retrieve])

        #expect(try await sut.validateCache() == .deletedUnreadable)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    @Test("VC-3, VT-3: validateCache deletes a cache at or past its max age, if unchanged, and reports it", arguments: [0, 1])
    func validateCache_deletesExpiredCache(secondsPastMaxAge: TimeInterval) async throws {
        let (sut, store) = makeSUT(
            tracking: leakTracker, cached: cachedNumbers(at: fixedCurrentDate.minusMaxAge().addingTimeInterval(-secondsPastMaxAge)))

        #expect(try await sut.validateCache() == .deletedExpired)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    @Test("VC-2, VT-2: validateCache fails when a cache that cannot be read cannot be deleted")
    func validateCache_failsOnDeletionErrorOfUnreadableCache() async {
        let (sut, _) = makeSUT(tracking: leakTracker, failing: [.retrieve, .deleteIfUnchanged])

        await #expect(throws: NumbersStoreSpy.Failure(message: .deleteIfUnchanged)) {
            try await sut.validateCache()
        }
    }

    @Test("VC-3, VT-3: validateCache fails when an expired cache cannot be deleted")
    func validateCache_failsOnDeletionErrorOfExpiredCache() async {
        let (sut, _) = makeSUT(
            tracking: leakTracker, cached: cachedNumbers(at: fixedCurrentDate.minusMaxAge()), failing: [.deleteIfUnchanged])

        await #expect(throws: NumbersStoreSpy.Failure(message: .deleteIfUnchanged)) {
            try await sut.validateCache()
        }
    }

    @Test("VC-2, VT-2: validateCache keeps the cache when the retrieval is cancelled, and says so by rethrowing")
    func validateCache_keepsCache_whenRetrievalIsCancelled() async throws {
        let cached = cachedNumbers(at: fixedCurrentDate)
        let (sut, store) = makeSUT(
            tracking: leakTracker, store: DocumentStoreSpy(cached, throwing: [.retrieve: CancellationError()]))

        await #expect(throws: CancellationError.self) { try await sut.validateCache() }
        #expect(await store.messages == [.retrieve])
        #expect(try await store.stored() == cached)
    }

    @Test("VC-4, VT-4: validateCache keeps a fresh cache another process saved after an expired one was read")
    func validateCache_keepsFreshCache_savedAfterExpiredOneWasRead() async throws {
        let fresh = cachedNumbers(at: fixedCurrentDate)
        let replaced = ReplacedAfterReadStore(cachedNumbers(at: fixedCurrentDate.minusMaxAge()), replacement: fresh)
        let (sut, store) = makeSUT(tracking: leakTracker, store: DocumentStoreSpy(replaced))

        #expect(try await sut.validateCache() == .keptReplacement)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await replaced.stored() == fresh)
    }

    @Test("VC-4, VT-4: validateCache keeps a fresh cache another process saved after an unreadable one was read")
    func validateCache_keepsFreshCache_savedAfterUnreadableOneWasRead() async throws {
        let fresh = cachedNumbers(at: fixedCurrentDate)
        let replaced = ReplacedAfterReadStore(cachedNumbers(at: fixedCurrentDate), firstReadIsUnreadable: true, replacement: fresh)
        let (sut, _) = makeSUT(tracking: leakTracker, store: replaced)

        #expect(try await sut.validateCache() == .keptReplacement)
        #expect(try await replaced.stored() == fresh)
    }
}
