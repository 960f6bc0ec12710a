import CatalogueFeature
import Foundation
import TestSupport
import Testing

@Suite("Cache catalogue use case")
final class CacheCatalogueUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("SC-1: save deletes the old catalogue, then inserts the new one with the current date")
    func save_requestsDeletionThenInsertionWithTimestamp() async throws {
        let drinks = uniqueDrinks()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })

        try await sut.save(drinks.models)

        #expect(store.receivedMessages == [.deleteCachedCatalogue, .insert(drinks.local, fixedCurrentDate)])
    }

    @Test("SC-2: save fails on deletion error, and inserts nothing")
    func save_failsOnDeletionErrorWithoutInserting() async {
        let (sut, store) = makeSUT()
        store.completeDeletion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.save(uniqueDrinks().models)
        }
        #expect(store.receivedMessages == [.deleteCachedCatalogue])
    }

    @Test("SC-3: save fails on insertion error")
    func save_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.save(uniqueDrinks().models)
        }
    }

    @Test("SC-1: save succeeds on successful deletion and insertion")
    func save_succeedsOnSuccessfulInsertion() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(uniqueDrinks().models)

        #expect(store.receivedMessages.count == 2)
    }

    // MARK: - Helpers

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
