import BarFeature
import Testing

@Suite("Find makeable drinks")
struct FindMakeableDrinksTests {
    @Test("MK-1: find delivers the drinks made only of what is in the bar, missing nothing")
    func find_deliversDrinksWithNothingMissing() {
        let candidates = [
            candidate(1, "Gin Tonic", ["Gin", "Tonic water"]),
            candidate(2, "Screwdriver", ["Vodka", "Orange juice"]),
        ]

        let drinks = find(in: candidates, bar: bar("gin", "tonic water"), allowedMissing: 0)

        #expect(drinks == [PlainDrink(id: 1, name: "Gin Tonic", missing: [])])
    }

    @Test("MK-1, MK-2: the issue's bar makes a gin and tonic, and is one bottle away from a drink that also needs soda water")
    func find_deliversIssueExample() {
        let bar = bar("gin", " Lime Juice ", "sugar syrup", "TONIC WATER", "lime")
        let candidates = [
            candidate(11403, "Gin Tonic", ["Gin", "Tonic water", "Lime"]),
            candidate(17230, "Gin Fizz Tonic", ["Gin", "Tonic water", "Lime", "Soda water"]),
        ]

        #expect(find(in: candidates, bar: bar, allowedMissing: 0) == [PlainDrink(id: 11403, name: "Gin Tonic", missing: [])])
        #expect(
            find(in: candidates, bar: bar, allowedMissing: 1) == [
                PlainDrink(id: 11403, name: "Gin Tonic", missing: []),
                PlainDrink(id: 17230, name: "Gin Fizz Tonic", missing: ["Soda water"]),
            ])
    }

    @Test("MK-2: find delivers the drinks missing at most N, each with what it misses, named as the drink spells them")
    func find_deliversDrinksMissingAtMostN() {
        let candidates = [
            candidate(1, "Two Away", ["Gin", "Crème de Cassis", "Lemon"]),
            candidate(2, "Three Away", ["Gin", "A", "B", "C"]),
        ]

        let drinks = find(in: candidates, bar: bar("GIN"), allowedMissing: 2)

        #expect(drinks == [PlainDrink(id: 1, name: "Two Away", missing: ["Crème de Cassis", "Lemon"])])
    }

    @Test("MK-2: a drink naming an ingredient twice misses it once, in its first spelling")
    func find_countsRepeatedIngredientOnce() {
        let candidates = [candidate(1, "Doubled", ["Gin", "Lime", " lime "])]

        let drinks = find(in: candidates, bar: bar("gin"), allowedMissing: 1)

        #expect(drinks == [PlainDrink(id: 1, name: "Doubled", missing: ["Lime"])])
    }

    @Test("MK-2: a negative number allowed missing is none allowed")
    func find_treatsNegativeAllowedMissingAsZero() {
        let candidates = [candidate(1, "Gin", ["Gin"]), candidate(2, "Gin Lime", ["Gin", "Lime"])]

        #expect(find(in: candidates, bar: bar("gin"), allowedMissing: -1) == [PlainDrink(id: 1, name: "Gin", missing: [])])
    }

    @Test("MK-3: find sorts by fewest missing, then by name ignoring case and diacritics, then by id")
    func find_sortsByMissingThenNameThenID() {
        let candidates = [
            candidate(1, "Zombie", ["Rum", "Lime", "Falernum"]),
            candidate(2, "daiquiri", ["Rum", "Lime", "Sugar"]),
            candidate(3, "Éclair", ["Rum"]),
            candidate(4, "Apple Rum", ["Rum", "Apple"]),
            candidate(6, "Daiquiri", ["Rum", "Lime", "Syrup"]),
            candidate(5, "Daiquirí", ["Rum", "Lime", "Syrup"]),
        ]

        let drinks = find(in: candidates, bar: bar("rum", "lime"), allowedMissing: 1)

        #expect(drinks.map(\.id) == [3, 4, 2, 5, 6, 1])
    }

    @Test("MK-4: find delivers nothing on an empty bar, however many are allowed missing")
    func find_deliversNothingOnEmptyBar() {
        let candidates = [candidate(1, "Gin Tonic", ["Gin", "Tonic water"])]

        #expect(find(in: candidates, bar: [], allowedMissing: 15) == [])
    }

    @Test("MK-5: a drink that names no ingredient is never makeable")
    func find_neverDeliversDrinkWithoutIngredients() {
        let candidates = [candidate(1, "Nothing", []), candidate(2, "Blank", ["", "  "])]

        #expect(find(in: candidates, bar: bar("gin"), allowedMissing: 15) == [])
    }

    // MARK: - Helpers

    /// The literal query, as it tells what a drink misses.
    private func find(in candidates: [MakeableCandidate], bar: [BarIngredient], allowedMissing: Int) -> [PlainDrink] {
        Makeable.find(in: candidates, bar: bar, allowedMissing: allowedMissing, matching: .strict).map(\.plain)
    }

    private func candidate(_ id: Int, _ name: String, _ ingredientNames: [String]) -> MakeableCandidate {
        MakeableCandidate(id: id, name: name, ingredientNames: ingredientNames)
    }

    private func bar(_ names: String...) -> [BarIngredient] {
        names.compactMap(BarIngredient.init)
    }
}
