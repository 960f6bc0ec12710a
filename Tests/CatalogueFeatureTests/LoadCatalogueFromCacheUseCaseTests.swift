import CatalogueFeature
import Foundation
import TestSupport
import Testing

@Suite("Load catalogue from cache use case")
final class LoadCatalogueFromCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("LC-1: load requests retrieval, and nothing else")
    func load_requestsRetrievalOnly() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: nonExpiredTimestamp)

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("LC-2: load fails on retrieval error, with no side effects")
    func load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        await #expect(throws: anyError()) {
            try await sut.load()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("LC-1: load delivers the saved drinks on a catalogue younger than seven days")
    func load_deliversSavedDrinksOnNonExpiredCatalogue() async throws {
        let drinks = uniqueDrinks()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: drinks.local, timestamp: nonExpiredTimestamp)

        #expect(try await sut.load() == drinks.models)
    }

    @Test("LC-3: load delivers no drinks on a catalogue exactly seven days old")
    func load_deliversNoDrinksOnCatalogueExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: expirationTimestamp)

        #expect(try await sut.load() == [])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("LC-3: load delivers no drinks on a catalogue older than seven days")
    func load_deliversNoDrinksOnExpiredCatalogue() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: expiredTimestamp)

        #expect(try await sut.load() == [])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("LC-3: load delivers no drinks on a catalogue dated in the future")
    func load_deliversNoDrinksOnFutureCatalogue() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: fixedCurrentDate.addingTimeInterval(1))

        #expect(try await sut.load() == [])
    }

    @Test("LC-4: load delivers no drinks when nothing is saved")
    func load_deliversNoDrinksOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        #expect(try await sut.load() == [])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("LC-1: loadValidCatalogue delivers the saved drinks with their save date")
    func loadValidCatalogue_deliversDrinksWithTimestampOnNonExpiredCatalogue() async throws {
        let drinks = uniqueDrinks()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: drinks.local, timestamp: nonExpiredTimestamp)

        let catalogue = try #require(try await sut.loadValidCatalogue())

        #expect(catalogue.drinks == drinks.models)
        #expect(catalogue.timestamp == nonExpiredTimestamp)
    }

    @Test("LC-3: loadValidCatalogue delivers nothing on an expired catalogue")
    func loadValidCatalogue_deliversNothingOnExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: uniqueDrinks().local, timestamp: expirationTimestamp)

        #expect(try await sut.loadValidCatalogue() == nil)
    }

    @Test("LC-4: loadValidCatalogue delivers nothing when nothing is saved")
    func loadValidCatalogue_deliversNothingOnEmptyCache() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.loadValidCatalogue() == nil)
    }

    @Test("LC-1: load leaves out a translation in a language it does not know")
    func load_dropsTranslationInUnknownLanguage() async throws {
        let (sut, store) = makeSUT()
        let local = LocalDrink(
            id: 1, name: "Polyglot", category: nil, alcoholic: nil, glass: nil, instructions: "Stir.",
            translatedInstructions: ["it": "Mescolare.", "zh-hans": "搅拌。"], ingredients: [], imageURLText: nil
        )
        store.completeRetrieval(with: [local], timestamp: nonExpiredTimestamp)

        let drinks = try await sut.load()

        #expect(drinks.map(\.translatedInstructions) == [[.italian: "Mescolare."]])
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
