import CatalogueFeature
import Locking
import NameMatching
import Testing

/// A lookup that finds no drink by a name offers the names nearest it, read only then.
struct SuggestingDrinkNamesTests {
    @Test("DY-6: a name that finds no drink fails with the nearest names the catalogue holds")
    func unknownName_failsWithTheNearestNames() async throws {
        let load = CatalogueQuery.suggestingNames(for: .name("margerita"), among: { ["Margarita", "Mojito", "Negroni"] }) { () -> Int in
            throw CocktailLookupError.noSuchCocktail
        }

        await #expect(throws: UnknownDrinkName(closest: ["Margarita"])) { try await load() }
    }

    @Test("DY-9: a lookup that finds its drink never reads the names")
    func foundDrink_readsNoNames() async throws {
        let reads = Locked(0)
        let load = CatalogueQuery.suggestingNames(
            for: .name("Margarita"),
            among: {
                reads.withLock { $0 += 1 }
                return []
            }
        ) { 11007 }

        #expect(try await load() == 11007)
        #expect(reads.withLock { $0 } == 0)
    }

    @Test("an id is not mistyped: its failure is kept as it was, and so is any other failure")
    func idOrOtherFailure_isKept() async throws {
        let byID = CatalogueQuery.suggestingNames(for: .id(11007), among: { ["Margarita"] }) { () -> Int in
            throw CocktailLookupError.noSuchCocktail
        }
        let ambiguous = CatalogueQuery.suggestingNames(for: .name("mar"), among: { ["Margarita"] }) { () -> Int in
            throw CocktailLookupError.ambiguousName(candidates: [CocktailCandidate(id: 11007, name: "Margarita")])
        }

        await #expect(throws: CocktailLookupError.noSuchCocktail) { try await byID() }
        let candidates = [CocktailCandidate(id: 11007, name: "Margarita")]
        await #expect(throws: CocktailLookupError.ambiguousName(candidates: candidates)) { try await ambiguous() }
    }
}
