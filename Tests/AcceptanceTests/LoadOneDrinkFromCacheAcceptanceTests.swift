import CatalogueFeature
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import StoreCore
import TestSupport
import Testing

/// One drink read alone out of the real catalogue as `dringo sync` saves it, held to the answers the whole
/// catalogue gives.
struct LoadOneDrinkFromCacheAcceptanceTests {
    /// Every drink by id; by name, every drink the other test below does not take, since each name is
    /// a search over all 636 names, twice, and the suite must stay fast under ThreadSanitizer.
    @Test("OD-1: every drink of the real catalogue by id, and every other one by name, resolves as over the whole catalogue, read alone")
    func resolve_answersAsTheWholeCatalogue_forEveryDrinkOfTheRealCatalogue() async throws {
        let (sut, drinks, whole) = try await makeSUT()

        for (position, drink) in drinks.enumerated() {
            #expect(try await sut.resolve(.id(drink.id)) == CatalogueQuery.resolve(.id(drink.id), in: drinks))
            if position.isMultiple(of: 2) {
                #expect(try await sut.resolve(.name(drink.name)) == CatalogueQuery.resolve(.name(drink.name), in: drinks))
            }
        }
        #expect(try await sut.resolve(.name("margarita")) == CatalogueQuery.resolve(.name("margarita"), in: drinks))
        #expect(try await sut.resolve(.name("gin")) == CatalogueQuery.resolve(.name("gin"), in: drinks), "an ambiguous name")
        #expect(await whole.messages == [], "the whole catalogue is never read")
    }

    @Test(
        "OD-1: every other drink of the real catalogue by name, the ones the test above does not take, resolves as over the whole catalogue"
    )
    func resolve_answersAsTheWholeCatalogue_forTheOtherNamesOfTheRealCatalogue() async throws {
        let (sut, drinks, whole) = try await makeSUT()

        for (position, drink) in drinks.enumerated() where !position.isMultiple(of: 2) {
            #expect(try await sut.resolve(.name(drink.name)) == CatalogueQuery.resolve(.name(drink.name), in: drinks))
        }
        #expect(await whole.messages == [], "the whole catalogue is never read")
    }

    @Test("OD-2: random picks from the real catalogue as over the whole catalogue, read alone")
    func random_picksAsOverTheWholeCatalogue_fromTheRealCatalogue() async throws {
        let (sut, drinks, whole) = try await makeSUT()

        for seed in UInt64(1)...50 {
            var generator = SplitMix64(seed: seed)
            var reference = SplitMix64(seed: seed)
            #expect(try await sut.random(using: &generator) == CatalogueQuery.random(in: drinks, using: &reference))
        }
        #expect(await whole.messages == [], "the whole catalogue is never read")
    }

    /// The loader over the real catalogue's document as saved, read once; the whole catalogue behind it is a spy.
    private func makeSUT() async throws -> (sut: LocalDrinkLoader, drinks: [Drink], whole: DocumentStoreSpy<CachedCatalogue>) {
        let catalogue = try #require(try await realSyncedCatalogue().retrieve())
        let saved = try CatalogueCacheDocument.encode(catalogue)
        let directory = try saved.withUnsafeBytes { try CatalogueDrinkDocument.decode($0) }
        let whole = DocumentStoreSpy<CachedCatalogue>()
        let sut = LocalDrinkLoader(
            reader: InMemoryDocumentStore(directory), catalogue: LocalCatalogueLoader(store: whole, currentDate: { acceptanceNow }),
            currentDate: { acceptanceNow })
        let drinks = try await LocalCatalogueLoader(store: InMemoryCatalogueStore(catalogue), currentDate: { acceptanceNow }).load()
        #expect(drinks.count == 636)
        return (sut, drinks, whole)
    }
}
