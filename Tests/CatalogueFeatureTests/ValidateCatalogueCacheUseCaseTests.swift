import CatalogueFeature
import Foundation
import TestSupport
import Testing

@Suite("Validate catalogue cache use case")
final class ValidateCatalogueCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("VT-1: validateCache keeps a catalogue younger than seven days")
    func validateCache_keepsNonExpiredCatalogue() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: nonExpiredTimestamp)

        let outcome = try await sut.validateCache()

        #expect(outcome == .valid)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("validateCache does nothing when nothing is saved")
    func validateCache_doesNothingOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let outcome = try await sut.validateCache()

        #expect(outcome == .empty)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("VT-2: validateCache deletes a catalogue that cannot be read")
    func validateCache_deletesCatalogueOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        let outcome = try await sut.validateCache()

        #expect(outcome == .deletedUnreadable)
        #expect(store.receivedMessages == [.retrieve, .deleteCachedCatalogue])
    }

    @Test("VT-3: validateCache deletes a catalogue exactly seven days old")
    func validateCache_deletesCatalogueOnExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: expirationTimestamp)

        let outcome = try await sut.validateCache()

        #expect(outcome == .deletedExpired)
        #expect(store.receivedMessages == [.retrieve, .deleteCachedCatalogue])
    }

    @Test("VT-3: validateCache deletes a catalogue older than seven days")
    func validateCache_deletesExpiredCatalogue() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: expiredTimestamp)

        let outcome = try await sut.validateCache()

        #expect(outcome == .deletedExpired)
        #expect(store.receivedMessages == [.retrieve, .deleteCachedCatalogue])
    }

    @Test("VT-2: validateCache fails on deletion error")
    func validateCache_failsOnDeletionErrorOfUnreadableCatalogue() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())
        store.completeDeletion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.validateCache()
        }
    }

    @Test("validateCache keeps the catalogue when the retrieval is cancelled")
    func validateCache_keepsCatalogueOnCancelledRetrieval() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: CancellationError())

        await #expect(throws: CancellationError.self) {
            try await sut.validateCache()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Helpers

    private let nonExpiredTimestamp = fixedCurrentDate.minusCatalogueMaxAge().addingTimeInterval(1)
    private let expirationTimestamp = fixedCurrentDate.minusCatalogueMaxAge()
    private let expiredTimestamp = fixedCurrentDate.minusCatalogueMaxAge().addingTimeInterval(-1)

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = { fixedCurrentDate },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalCatalogueLoader, store: CatalogueStoreSpy) {
        let store = CatalogueStoreSpy()
        let sut = LocalCatalogueLoader(store: store, currentDate: currentDate)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
