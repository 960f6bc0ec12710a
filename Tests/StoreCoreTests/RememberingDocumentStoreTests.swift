import Foundation
import StoreCore
import TestSupport
import Testing

/// The store a run reads and saves through, so that validation on exit judges what the run saw, and
/// skips what it never used.
@Suite final class RememberingDocumentStoreTests {
    private let leakTracker = LeakTracker()
    private let now = fixedCurrentDate

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test func retrieveTwice_readsTheStoreOnce_andDeliversTheSameDocument() async throws {
        let cached = cachedNumbers(at: now)
        let (sut, store) = makeSUT(DocumentStoreSpy(cached))

        #expect(try await sut.retrieve() == cached)
        #expect(try await sut.retrieve() == cached)
        #expect(await store.messages == [.retrieve])
    }

    @Test func retrieveTwice_readsTheStoreOnce_andDeliversNothingBothTimes() async throws {
        let (sut, store) = makeSUT(DocumentStoreSpy())

        #expect(try await sut.retrieve() == nil)
        #expect(try await sut.retrieve() == nil)
        #expect(await store.messages == [.retrieve])
    }

    @Test func retrieveTwice_afterARetrievalError_readsTheStoreOnce_andDeliversTheSameError() async {
        let (sut, store) = makeSUT(DocumentStoreSpy(failing: [.retrieve]))

        await #expect(throws: NumbersStoreSpy.Failure(message: .retrieve)) { try await sut.retrieve() }
        await #expect(throws: NumbersStoreSpy.Failure(message: .retrieve)) { try await sut.retrieve() }
        #expect(await store.messages == [.retrieve])
    }

    @Test func retrieve_afterACancelledRetrieval_readsTheStoreAgain() async throws {
        let (sut, store) = makeSUT(DocumentStoreSpy(throwing: [.retrieve: CancellationError()]))

        await #expect(throws: CancellationError.self) { try await sut.retrieve() }
        await #expect(throws: CancellationError.self) { try await sut.retrieve() }
        #expect(await store.messages == [.retrieve, .retrieve])
    }

    @Test func retrieve_afterASave_deliversTheSavedDocumentWithoutReading() async throws {
        let cached = cachedNumbers(at: now)
        let (sut, store) = makeSUT(DocumentStoreSpy(cachedNumbers(at: now.addingTimeInterval(-60))))

        _ = try await sut.retrieve()
        try await sut.save(cached)

        #expect(try await sut.retrieve() == cached)
        #expect(await store.messages == [.retrieve, .save])
    }

    @Test func retrieve_afterADeletion_deliversNothingWithoutReading() async throws {
        let (sut, store) = makeSUT(DocumentStoreSpy(cachedNumbers(at: now)))

        _ = try await sut.retrieve()
        try await sut.delete()

        #expect(try await sut.retrieve() == nil)
        #expect(await store.messages == [.retrieve, .delete])
    }

    @Test func retrieve_afterAnUnchangedDocumentWasDeleted_deliversNothingWithoutReading() async throws {
        let (sut, store) = makeSUT(DocumentStoreSpy(cachedNumbers(at: now)))

        _ = try await sut.retrieve()
        #expect(try await sut.deleteIfUnchanged())

        #expect(try await sut.retrieve() == nil)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
    }

    @Test func retrieve_afterADocumentSavedMeanwhileWasKept_readsTheStoreAgain() async throws {
        let fresh = cachedNumbers(at: now)
        let (sut, store) = makeSUT(
            DocumentStoreSpy(ReplacedAfterReadStore(cachedNumbers(at: now.addingTimeInterval(-60)), replacement: fresh)))

        _ = try await sut.retrieve()
        #expect(try await sut.deleteIfUnchanged() == false)

        #expect(try await sut.retrieve() == fresh)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged, .retrieve])
    }

    @Test(arguments: [NumbersStoreSpy.Message.save, .delete, .deleteIfUnchanged])
    func retrieve_afterAFailedChange_readsTheStoreAgain(failing: NumbersStoreSpy.Message) async throws {
        let cached = cachedNumbers(at: now)
        let (sut, store) = makeSUT(DocumentStoreSpy(cached, failing: [failing]))

        _ = try await sut.retrieve()
        try? await change(sut, by: failing)

        #expect(try await sut.retrieve() == cached)
        #expect(await store.messages == [.retrieve, failing, .retrieve])
    }

    @Test func retrieve_thatOverlappedADeletion_isNotRemembered() async throws {
        let store = RetrievalHoldingStore(cachedNumbers(at: now))
        let sut = RememberingDocumentStore(store)
        leakTracker.track(sut)
        leakTracker.track(store)

        let overlapping = Task { try await sut.retrieve() }
        await store.waitUntilARetrievalIsHeld()
        try await sut.delete()
        store.releaseRetrievals()
        _ = try await overlapping.value

        #expect(try await sut.retrieve() == nil)
    }

    @Test func wasUsed_isFalse_untilTheRunReadsSavesOrDeletes() async throws {
        for message in [NumbersStoreSpy.Message.retrieve, .save, .delete, .deleteIfUnchanged] {
            let (sut, _) = makeSUT(DocumentStoreSpy(cachedNumbers(at: now)))
            #expect(await sut.wasUsed == false)

            if message == .retrieve { _ = try await sut.retrieve() } else { try await change(sut, by: message) }

            #expect(await sut.wasUsed, "after \(message)")
        }
    }

    @Test("VC-3: validation after reading an expired cache deletes it without reading it again")
    func validateCache_afterRetrievingAnExpiredCache_deletesItWithoutReadingAgain() async throws {
        let (sut, store) = makeSUT(DocumentStoreSpy(cachedNumbers(at: now.minusMaxAge())))
        let loader = makeLoader(store: sut)

        _ = try await loader.loadValid()
        let outcome = try await loader.validateCache()

        #expect(outcome == .deletedExpired)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
        #expect(try await store.stored() == nil)
    }

    @Test("VC-1: validation after a save keeps the fresh cache without reading it")
    func validateCache_afterASave_keepsTheCacheWithoutReading() async throws {
        let (sut, store) = makeSUT(DocumentStoreSpy())
        let loader = makeLoader(store: sut)

        try await loader.save([1])
        let outcome = try await loader.validateCache()

        #expect(outcome == .valid)
        #expect(await store.messages == [.save])
    }

    @Test("VC-4: validation after reading an expired cache keeps the fresh one another process saved meanwhile")
    func validateCache_afterRetrievingAnExpiredCache_keepsTheFreshOneSavedMeanwhile() async throws {
        let fresh = cachedNumbers(at: now)
        let replaced = ReplacedAfterReadStore(cachedNumbers(at: now.minusMaxAge()), replacement: fresh)
        let (sut, _) = makeSUT(DocumentStoreSpy(replaced))
        let loader = makeLoader(store: sut)

        #expect(try await loader.loadValid() == nil)
        #expect(try await loader.validateCache() == .keptReplacement)
        #expect(try await replaced.stored() == fresh)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ store: NumbersStoreSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RememberingDocumentStore<Cached<[String]>>, store: NumbersStoreSpy) {
        let sut = RememberingDocumentStore(store)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }

    private func change(_ sut: RememberingDocumentStore<Cached<[String]>>, by message: NumbersStoreSpy.Message) async throws {
        switch message {
        case .save: try await sut.save(cachedNumbers(at: now))
        case .delete: try await sut.delete()
        case .deleteIfUnchanged: try await sut.deleteIfUnchanged()
        case .retrieve: _ = try await sut.retrieve()
        }
    }
}

/// A store that holds each retrieval, after it has read, until the test releases it.
private final class RetrievalHoldingStore: DocumentStore {
    private let backing: InMemoryDocumentStore<Cached<[String]>>
    private let held: AsyncStream<Void>
    private let heldContinuation: AsyncStream<Void>.Continuation
    private let released: AsyncStream<Void>
    private let releasedContinuation: AsyncStream<Void>.Continuation

    init(_ cached: Cached<[String]>?) {
        backing = InMemoryDocumentStore(cached)
        (held, heldContinuation) = AsyncStream.makeStream(of: Void.self)
        (released, releasedContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    func save(_ document: Cached<[String]>) async throws { try await backing.save(document) }
    func delete() async throws { try await backing.delete() }
    func deleteIfUnchanged() async throws -> Bool { try await backing.deleteIfUnchanged() }

    func retrieve() async throws -> Cached<[String]>? {
        let cached = try await backing.retrieve()
        heldContinuation.yield()
        for await _ in released { break }
        return cached
    }

    func waitUntilARetrievalIsHeld() async {
        for await _ in held { return }
    }

    func releaseRetrievals() {
        releasedContinuation.finish()
    }
}
