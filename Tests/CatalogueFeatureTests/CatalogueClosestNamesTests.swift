import CatalogueFeature
import Testing

@Suite("Closest drink names")
struct CatalogueClosestNamesTests {
    private let names = [
        "Negroni", "French Negroni", "Margarita", "Blue Margarita", "Long Island Tea", "Long Island Iced Tea",
        "3-Mile Long Island Iced Tea",
        "Radioactive Long Island Iced Tea", "Mojito",
    ]

    @Test("DY-5: closestNames offers only the names as near as the nearest: the whole name before its words")
    func closestNames_offersOnlyTheNearest() {
        #expect(CatalogueQuery.closestNames(to: "negorni", in: names) == ["Negroni"])
        #expect(CatalogueQuery.closestNames(to: "margartia", in: names) == ["Margarita"])
        #expect(CatalogueQuery.closestNames(to: "MOHITO", in: names) == ["Mojito"])
    }

    @Test("DY-5: closestNames offers names as near word by word, fewer words left over first, then in the catalogue's order, at most three")
    func closestNames_byWords_fewerWordsLeftFirst_atMostThree() {
        #expect(
            CatalogueQuery.closestNames(to: "long iland", in: names) == [
                "Long Island Tea", "Long Island Iced Tea", "3-Mile Long Island Iced Tea",
            ])
        #expect(CatalogueQuery.closestNames(to: "long iland", in: names, limit: 1) == ["Long Island Tea"])
    }

    @Test("DY-5: closestNames offers each name once, as the catalogue first spells it")
    func closestNames_offersEachNameOnce() {
        #expect(CatalogueQuery.closestNames(to: "negorni", in: ["Negroni", "negroni ", "NEGRONI"]) == ["Negroni"])
    }

    @Test("DY-4, DY-8: closestNames offers nothing for a blank text, a far one, or no names")
    func closestNames_offersNothingWhenNothingIsNear() {
        #expect(CatalogueQuery.closestNames(to: "  ", in: names) == [])
        #expect(CatalogueQuery.closestNames(to: "motor oil", in: names) == [])
        #expect(CatalogueQuery.closestNames(to: "negorni", in: []) == [])
    }
}
