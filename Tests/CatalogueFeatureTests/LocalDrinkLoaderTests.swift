import CatalogueFeature
import Foundation
import NameMatching
import StoreCore
import TestSupport
import Testing

/// One drink of the saved catalogue: resolved over the index, then read alone, by the catalogue's 7-day
/// rule, with the answers `CatalogueQuery` gives over the whole catalogue.
@Suite final class LocalDrinkLoaderTests {
    private let leakTracker = LeakTracker()
    private let sevenDays: TimeInterval = 7 * 24 * 60 * 60

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("OD-1: resolve by name reads the index, then only the drink it names, one second short of seven days")
    func resolve_readsOnlyTheDrinkNamed_onNonExpiredCatalogue() async throws {
        let spy = DrinkReadSpy(uniqueDrinks().local)
        let (sut, reader, catalogue) = makeSUT(spy, savedAt: fixedCurrentDate.addingTimeInterval(-sevenDays + 1))

        let resolution = try await sut.resolve(.name("margarita"))

        #expect(resolution == .found(uniqueDrinks().models[0]))
        #expect(spy.positionsRead == [0])
        #expect(await reader.messages == [.retrieve])
        #expect(await catalogue.messages == [], "the whole catalogue is not read")
    }

    @Test("OD-1: resolve by id, an ambiguous name and an unknown one answer as CatalogueQuery.resolve does over the drinks")
    func resolve_answersAsTheQueryOverTheWholeCatalogue() async throws {
        let drinks = [namedDrink(1, "Gin Fizz"), namedDrink(2, "Gin Sour"), namedDrink(3, "Mojito"), namedDrink(2, "Gin Sour")]
        let queries: [CocktailQuery] = [.id(2), .id(9), .name("gin"), .name("GIN SOUR"), .name("mojito"), .name("vodka"), .name(" ")]
        for query in queries {
            let (sut, _, _) = makeSUT(DrinkReadSpy(drinks), savedAt: fixedCurrentDate)

            #expect(try await sut.resolve(query) == CatalogueQuery.resolve(query, in: drinks.map(model)), "\(query)")
        }
    }

    @Test("OD-1: an ambiguous name reads its candidates alone, and nothing else")
    func resolve_readsOnlyTheCandidates_ofAnAmbiguousName() async throws {
        let spy = DrinkReadSpy([namedDrink(1, "Gin Fizz"), namedDrink(2, "Mojito"), namedDrink(3, "Gin Sour")])
        let (sut, _, _) = makeSUT(spy, savedAt: fixedCurrentDate)

        _ = try await sut.resolve(.name("gin"))

        #expect(spy.positionsRead.sorted() == [0, 2])
    }

    @Test("OD-2: random picks with the random source as CatalogueQuery.random does, and reads only that drink")
    func random_picksAsTheQueryOverTheWholeCatalogue_readingOnlyThatDrink() async throws {
        let drinks = (1...9).map { namedDrink($0, "Drink \($0)") }
        for seed in UInt64(1)...20 {
            let spy = DrinkReadSpy(drinks)
            let (sut, _, _) = makeSUT(spy, savedAt: fixedCurrentDate)
            var generator = SplitMix64(seed: seed)
            var reference = SplitMix64(seed: seed)

            let drink = try await sut.random(using: &generator)

            #expect(drink == CatalogueQuery.random(in: drinks.map(model), using: &reference))
            #expect(spy.positionsRead.count == 1)
        }
    }

    @Test("OD-3: resolve and random deliver the reader's error")
    func load_deliversTheError_onRetrievalError() async throws {
        let reader = DocumentStoreSpy<CachedDrinkDirectory>(
            CachedDrinkDirectory(DrinkReadSpy(uniqueDrinks().local).directory, timestamp: fixedCurrentDate), failing: [.retrieve])
        let (sut, _, _) = makeSUT(reader: reader)
        var generator = SplitMix64(seed: 1)

        await #expect(throws: DocumentStoreSpy<CachedDrinkDirectory>.Failure.self) { try await sut.resolve(.name("margarita")) }
        await #expect(throws: DocumentStoreSpy<CachedDrinkDirectory>.Failure.self) { try await sut.random(using: &generator) }
    }

    @Test("OD-4: resolve and random deliver nothing from a catalogue seven days old, or dated in the future, and read no drink")
    func load_deliversNothing_onExpiredCatalogue() async throws {
        for savedAt in [fixedCurrentDate.addingTimeInterval(-sevenDays), fixedCurrentDate.addingTimeInterval(1)] {
            let spy = DrinkReadSpy(uniqueDrinks().local)
            let (sut, _, _) = makeSUT(spy, savedAt: savedAt)
            var generator = SplitMix64(seed: 1)

            #expect(try await sut.resolve(.name("margarita")) == nil)
            #expect(try await sut.random(using: &generator) == nil)
            #expect(spy.positionsRead == [])
        }
    }

    @Test("OD-5: resolve and random deliver nothing when nothing is saved, or the catalogue holds no drinks")
    func load_deliversNothing_whenNothingIsSaved() async throws {
        for saved in [nil, CachedDrinkDirectory(LocalDrinkDirectory(drinks: []), timestamp: fixedCurrentDate)] {
            let (sut, _, _) = makeSUT(reader: DocumentStoreSpy(saved))
            var generator = SplitMix64(seed: 1)

            #expect(try await sut.resolve(.id(11007)) == nil)
            #expect(try await sut.random(using: &generator) == nil)
        }
    }

    @Test("OD-7: a drink that does not fit its entry is never delivered: the whole catalogue is read and answers")
    func load_answersFromTheWholeCatalogue_whenADrinkDoesNotFitItsEntry() async throws {
        let drinks = uniqueDrinks().local
        let spy = DrinkReadSpy(drinks, forging: [0: drinks[1], 1: drinks[0]])
        let whole = CachedCatalogue(drinks: [drinks[0]], timestamp: fixedCurrentDate)
        let (sut, _, catalogue) = makeSUT(spy, savedAt: fixedCurrentDate, whole: whole)
        var generator = SplitMix64(seed: 1)

        #expect(try await sut.resolve(.name("margarita")) == .found(uniqueDrinks().models[0]))
        #expect(try await sut.resolve(.id(11007)) == .found(uniqueDrinks().models[0]))
        #expect(try await sut.random(using: &generator) == uniqueDrinks().models[0])
        #expect(await catalogue.messages == [.retrieve, .retrieve, .retrieve])
    }

    @Test("OD-7: a drink that does not fit its entry, with no valid whole catalogue behind it, gives no answer")
    func resolve_deliversNothing_whenADrinkDoesNotFitAndTheWholeCatalogueHasExpired() async throws {
        let drinks = uniqueDrinks().local
        let expired = CachedCatalogue(drinks: drinks, timestamp: fixedCurrentDate.addingTimeInterval(-sevenDays))
        let (sut, _, _) = makeSUT(DrinkReadSpy(drinks, forging: [0: drinks[1]]), savedAt: fixedCurrentDate, whole: expired)

        #expect(try await sut.resolve(.name("margarita")) == nil)
    }

    @Test("OD-8: validateCache deletes an expired catalogue it read for one drink, unless it changed since")
    func validateCache_deletesAnExpiredCatalogue_readForOneDrink() async throws {
        let (sut, reader, _) = makeSUT(DrinkReadSpy(uniqueDrinks().local), savedAt: fixedCurrentDate.addingTimeInterval(-sevenDays))

        #expect(try await sut.validateCache() == .deletedExpired)
        #expect(await reader.messages == [.retrieve, .deleteIfUnchanged])
    }

    // MARK: - Helpers

    private func makeSUT(
        _ spy: DrinkReadSpy, savedAt: Date, whole: CachedCatalogue? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalDrinkLoader, reader: DocumentStoreSpy<CachedDrinkDirectory>, catalogue: DocumentStoreSpy<CachedCatalogue>) {
        makeSUT(
            reader: DocumentStoreSpy(CachedDrinkDirectory(spy.directory, timestamp: savedAt)), whole: whole, sourceLocation: sourceLocation)
    }

    private func makeSUT(
        reader: DocumentStoreSpy<CachedDrinkDirectory>, whole: CachedCatalogue? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalDrinkLoader, reader: DocumentStoreSpy<CachedDrinkDirectory>, catalogue: DocumentStoreSpy<CachedCatalogue>) {
        let catalogue = DocumentStoreSpy(whole)
        let sut = LocalDrinkLoader(
            reader: reader, catalogue: LocalCatalogueLoader(store: catalogue, currentDate: { fixedCurrentDate }),
            currentDate: { fixedCurrentDate })
        leakTracker.track(reader, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(catalogue, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, reader, catalogue)
    }

    private func namedDrink(_ id: Int, _ name: String) -> LocalDrink {
        LocalDrink(
            id: id, name: name, category: nil, alcoholic: nil, glass: nil, instructions: "Stir \(name).", translatedInstructions: [:],
            ingredients: [LocalDrinkIngredient(name: "Gin", measure: "1 oz")], imageURLText: nil)
    }

    private func model(_ drink: LocalDrink) -> Drink {
        Drink(
            id: drink.id, name: drink.name, instructions: drink.instructions,
            ingredients: drink.ingredients.map { DrinkIngredient(name: $0.name, measure: $0.measure) })
    }
}
