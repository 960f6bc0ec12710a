import CatalogueFeature
import Foundation
import StoreCore
import TestSupport
import Testing

/// The catalogue's cache use cases: the shared ones (`StoreCoreTests`) kept by the feed's 7-day
/// rule, over drinks and their cached form.
@Suite final class LocalCatalogueLoaderTests {
    private let leakTracker = LeakTracker()
    private let sevenDays: TimeInterval = 7 * 24 * 60 * 60

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("LC-1: load delivers the saved drinks, every field as saved, on a catalogue one second short of seven days")
    func load_deliversSavedDrinks_onNonExpiredCatalogue() async throws {
        let drinks = uniqueDrinks()
        let (sut, store) = makeSUT(CachedCatalogue(drinks: drinks.local, timestamp: fixedCurrentDate.addingTimeInterval(-sevenDays + 1)))

        #expect(try await sut.load() == drinks.models)
        #expect(await store.messages == [.retrieve])
    }

    @Test("LC-1: loadValidCatalogue delivers the saved drinks with their save date")
    func loadValidCatalogue_deliversDrinksWithTheirSaveDate() async throws {
        let drinks = uniqueDrinks()
        let savedAt = fixedCurrentDate.addingTimeInterval(-60)
        let (sut, _) = makeSUT(CachedCatalogue(drinks: drinks.local, timestamp: savedAt))

        let catalogue = try #require(try await sut.loadValidCatalogue())

        #expect(catalogue.drinks == drinks.models)
        #expect(catalogue.timestamp == savedAt)
    }

    @Test("LC-3: load and loadValidCatalogue deliver no drinks on a catalogue seven days old")
    func load_deliversNoDrinks_onExpiredCatalogue() async throws {
        let (sut, _) = makeSUT(CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate.addingTimeInterval(-sevenDays)))

        #expect(try await sut.load() == [])
        #expect(try await sut.loadValidCatalogue() == nil)
    }

    @Test("LC-4: load and loadValidCatalogue deliver no drinks when nothing is saved")
    func load_deliversNoDrinks_whenNothingIsSaved() async throws {
        let (sut, _) = makeSUT(nil)

        #expect(try await sut.load() == [])
        #expect(try await sut.loadValidCatalogue() == nil)
    }

    @Test("LC-1: load leaves out a translation in a language it does not know")
    func load_dropsTranslationInUnknownLanguage() async throws {
        let local = LocalDrink(
            id: 1, name: "Polyglot", category: nil, alcoholic: nil, glass: nil, instructions: "Stir.",
            translatedInstructions: ["it": "Mescolare.", "zh-hans": "搅拌。"], ingredients: [], imageURLText: nil
        )
        let (sut, _) = makeSUT(CachedCatalogue(drinks: [local], timestamp: fixedCurrentDate))

        let drinks = try await sut.load()

        #expect(drinks.map(\.translatedInstructions) == [[.italian: "Mescolare."]])
    }

    @Test("SC-1: save keeps every field of the drinks, dated now, in one save")
    func save_keepsEveryFieldDatedNow() async throws {
        let drinks = uniqueDrinks()
        let (sut, store) = makeSUT(nil)

        try await sut.save(drinks.models)

        #expect(await store.messages == [.save])
        #expect(try await store.stored() == CachedCatalogue(drinks: drinks.local, timestamp: fixedCurrentDate))
    }

    // MARK: - Helpers

    private func makeSUT(
        _ saved: CachedCatalogue?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalCatalogueLoader, store: DocumentStoreSpy<CachedCatalogue>) {
        let store = DocumentStoreSpy(saved)
        let sut = LocalCatalogueLoader(store: store, currentDate: { fixedCurrentDate })
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
