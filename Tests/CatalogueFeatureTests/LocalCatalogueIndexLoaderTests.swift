import CatalogueFeature
import Foundation
import StoreCore
import TestSupport
import Testing

/// The catalogue index's reading use cases: the catalogue's own 7-day rule, over the entries its
/// reader delivers.
@Suite final class LocalCatalogueIndexLoaderTests {
    private let leakTracker = LeakTracker()
    private let sevenDays: TimeInterval = 7 * 24 * 60 * 60

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test(
        "LX-1, FK-9: loadValid delivers each drink's id, name, ingredients in slot order and kinds, with the save date, one second short of seven days"
    )
    func loadValid_deliversTheEntries_onNonExpiredCatalogue() async throws {
        let savedAt = fixedCurrentDate.addingTimeInterval(-sevenDays + 1)
        let (sut, store) = makeSUT(CachedCatalogue(drinks: uniqueDrinks().local, timestamp: savedAt))

        let index = try #require(try await sut.loadValid())

        #expect(
            index.resource == [
                IndexedDrink(
                    id: 11007, name: "Margarita", ingredientNames: ["Tequila", "Salt"], category: "Ordinary Drink", alcoholic: "Alcoholic",
                    glass: "Cocktail glass"),
                IndexedDrink(id: 15346, name: "155 Belmont", ingredientNames: []),
            ])
        #expect(index.timestamp == savedAt)
        #expect(await store.messages == [.retrieve])
    }

    @Test("LX-1: a drink's entry in the index is the same as the index of the saved drink")
    func indexedDrink_ofADrink_equalsTheEntryOfItsSavedForm() {
        let drinks = uniqueDrinks()

        #expect(
            drinks.models.map(IndexedDrink.init).map(\.ingredientNames) == drinks.local.map(LocalIndexedDrink.init).map(\.ingredientNames))
        #expect(drinks.models.map(IndexedDrink.init).map(\.name) == drinks.local.map(LocalIndexedDrink.init).map(\.name))
    }

    @Test("LX-3: loadValid delivers nothing on a catalogue seven days old, or dated in the future")
    func loadValid_deliversNothing_onExpiredCatalogue() async throws {
        for savedAt in [fixedCurrentDate.addingTimeInterval(-sevenDays), fixedCurrentDate.addingTimeInterval(1)] {
            let (sut, _) = makeSUT(CachedCatalogue(drinks: uniqueDrinks().local, timestamp: savedAt))

            #expect(try await sut.loadValid() == nil)
        }
    }

    @Test("LX-4: loadValid delivers nothing when nothing is saved")
    func loadValid_deliversNothing_whenNothingIsSaved() async throws {
        let (sut, _) = makeSUT(nil)

        #expect(try await sut.loadValid() == nil)
    }

    @Test("LX-2: loadValid delivers the reader's error")
    func loadValid_deliversTheError_onRetrievalError() async throws {
        let store = DocumentStoreSpy(CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate), failing: [.retrieve])
        let (sut, _) = makeSUT(store: store)

        await #expect(throws: DocumentStoreSpy<CachedCatalogue>.Failure.self) { try await sut.loadValid() }
    }

    @Test("LX-8: validateCache deletes an expired catalogue it read through the index, unless it changed since")
    func validateCache_deletesAnExpiredCatalogue_readThroughTheIndex() async throws {
        let (sut, store) = makeSUT(
            CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate.addingTimeInterval(-sevenDays)))

        #expect(try await sut.validateCache() == .deletedExpired)
        #expect(await store.messages == [.retrieve, .deleteIfUnchanged])
    }

    // MARK: - Helpers

    private func makeSUT(
        _ saved: CachedCatalogue?, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalCatalogueIndexLoader, store: DocumentStoreSpy<CachedCatalogue>) {
        makeSUT(store: DocumentStoreSpy(saved), sourceLocation: sourceLocation)
    }

    /// The index read by projecting what the store holds, as an in-memory catalogue is read.
    private func makeSUT(
        store: DocumentStoreSpy<CachedCatalogue>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalCatalogueIndexLoader, store: DocumentStoreSpy<CachedCatalogue>) {
        let sut = LocalCatalogueIndexLoader(reader: ProjectedDocumentReader(store, projectedBy: \.index), currentDate: { fixedCurrentDate })
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
