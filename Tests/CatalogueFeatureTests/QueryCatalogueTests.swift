import CatalogueFeature
import NameMatching
import TestSupport
import Testing

@Suite("Query catalogue")
struct QueryCatalogueTests {
    // MARK: - Search

    @Test(
        "QC-1: search finds the drinks whose name contains the text, ignoring case, diacritics and surrounding whitespace",
        arguments: ["pina", "PIÑA", "  piña colada\n", "Colada"])
    func search_findsNamesContainingTextIgnoringCaseAndDiacritics(text: String) {
        let drinks = [drink(1, "Piña Colada"), drink(2, "Margarita"), drink(3, "Virgin Pina Colada")]

        #expect(CatalogueQuery.search(text, in: drinks).map(\.id).sorted() == [1, 3])
    }

    @Test("QC-1: search finds nothing when no name contains the text")
    func search_findsNothingOnNoMatch() {
        #expect(CatalogueQuery.search("mojito", in: [drink(1, "Margarita")]) == [])
    }

    @Test("QC-1: search finds nothing for a blank text", arguments: ["", "   ", "\n"])
    func search_findsNothingOnBlankText(text: String) {
        #expect(CatalogueQuery.search(text, in: [drink(1, "Margarita")]) == [])
    }

    @Test("QC-2: search puts the exact name first, then the rest by name ignoring case and diacritics")
    func search_ordersExactNameFirstThenByName() {
        let drinks = [
            drink(1, "Tommy's Margarita"), drink(2, "blue margarita"), drink(3, "Margarita"),
            drink(4, "Ámbar Margarita"), drink(5, "Strawberry Margarita"),
        ]

        let found = CatalogueQuery.search("margarita", in: drinks)

        #expect(found.map(\.name) == ["Margarita", "Ámbar Margarita", "blue margarita", "Strawberry Margarita", "Tommy's Margarita"])
    }

    @Test("QC-2: search keeps the catalogue's order among drinks whose names fold alike")
    func search_isStableAmongEquallyNamedDrinks() {
        let drinks = [drink(9, "Mojito"), drink(3, "MOJITO"), drink(5, "Mójito")]

        #expect(CatalogueQuery.search("moj", in: drinks).map(\.id) == [9, 3, 5])
    }

    // MARK: - Resolve

    @Test("QC-3: resolve finds the drink with the id an all-digit argument names")
    func resolve_findsDrinkByID() {
        let drinks = [drink(11007, "Margarita"), drink(17216, "Tommy's Margarita")]

        #expect(CatalogueQuery.resolve(.id(17216), in: drinks) == .found(drinks[1]))
        #expect(CatalogueQuery.resolve(.id(11007), in: drinks) == .found(drinks[0]))
    }

    @Test("QC-7: resolve finds nothing for an id no drink has")
    func resolve_findsNothingOnUnknownID() {
        #expect(CatalogueQuery.resolve(.id(42), in: [drink(11007, "Margarita")]) == .notFound)
    }

    @Test("QC-4: resolve picks the drink named exactly as asked among several matches", arguments: ["margarita", " MARGARITA "])
    func resolve_picksExactNameAmongSeveral(name: String) {
        let drinks = [drink(1, "Blue Margarita"), drink(2, "Margarita"), drink(3, "Tommy's Margarita")]

        #expect(CatalogueQuery.resolve(.name(name), in: drinks) == .found(drinks[1]))
    }

    @Test("QC-4: resolve matches an exact name ignoring diacritics")
    func resolve_matchesExactNameIgnoringDiacritics() {
        let drinks = [drink(1, "Piña Colada"), drink(2, "Virgin Piña Colada")]

        #expect(CatalogueQuery.resolve(.name("pina colada"), in: drinks) == .found(drinks[0]))
    }

    @Test("QC-5: resolve picks the single drink whose name contains the text")
    func resolve_picksSingleMatch() {
        let drinks = [drink(1, "Margarita"), drink(2, "Mojito")]

        #expect(CatalogueQuery.resolve(.name("moj"), in: drinks) == .found(drinks[1]))
    }

    @Test("QC-6: resolve names the candidates, in search order, when several match and none exactly")
    func resolve_deliversAmbiguousCandidatesOnSeveralMatches() {
        let drinks = [drink(1, "Tommy's Margarita"), drink(2, "Mojito"), drink(3, "Blue Margarita")]

        #expect(CatalogueQuery.resolve(.name("marg"), in: drinks) == .ambiguous(candidates: [drinks[2], drinks[0]]))
    }

    @Test("QC-7: resolve finds nothing when no name contains the text")
    func resolve_findsNothingOnNoMatch() {
        #expect(CatalogueQuery.resolve(.name("mojito"), in: [drink(1, "Margarita")]) == .notFound)
        #expect(CatalogueQuery.resolve(.name("mojito"), in: []) == .notFound)
    }

    // MARK: - Random

    @Test("QC-8: random picks nothing from an empty catalogue")
    func random_picksNothingFromEmptyCatalogue() {
        var generator = SplitMix64(seed: 1)

        #expect(CatalogueQuery.random(in: [], using: &generator) == nil)
    }

    @Test("QC-8: random picks the same drink from the same seed")
    func random_isReproducibleFromInjectedGenerator() {
        let drinks = (1...36).map { drink($0, "Drink \($0)") }
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)

        let picks = (0..<10).compactMap { _ in CatalogueQuery.random(in: drinks, using: &first)?.id }

        #expect(picks == (0..<10).compactMap { _ in CatalogueQuery.random(in: drinks, using: &second)?.id })
    }

    @Test("QC-8: random picks every drink about equally often")
    func random_picksUniformly() {
        let drinks = (1...10).map { drink($0, "Drink \($0)") }
        var generator = SplitMix64(seed: 2024)
        var counts: [Int: Int] = [:]

        for _ in 0..<10_000 {
            if let picked = CatalogueQuery.random(in: drinks, using: &generator) { counts[picked.id, default: 0] += 1 }
        }

        #expect(counts.keys.sorted() == Array(1...10))
        #expect(counts.values.allSatisfy { (850...1150).contains($0) }, "\(counts)")
    }

    // MARK: - Helpers

    private func drink(_ id: Int, _ name: String) -> Drink {
        Drink(id: id, name: name)
    }
}
