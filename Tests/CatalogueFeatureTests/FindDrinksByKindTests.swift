import CatalogueFeature
import TestSupport
import Testing

@Suite("Find drinks by kind")
struct FindDrinksByKindTests {
    private let drinks = [
        IndexedDrink(
            id: 1, name: "Negroni", ingredientNames: ["Gin", "Campari"], category: "Ordinary Drink", alcoholic: "Alcoholic",
            glass: "Old-fashioned glass", iba: "Unforgettables"),
        IndexedDrink(
            id: 2, name: "Gin Fizz", ingredientNames: ["Gin", "Lemon"], category: "Ordinary Drink", alcoholic: "Alcoholic",
            glass: "Collins Glass"),
        IndexedDrink(
            id: 3, name: "Lemonade", ingredientNames: ["Lemon", "Sugar"], category: "Soft Drink", alcoholic: "Non Alcoholic",
            glass: "Collins glass"),
        IndexedDrink(
            id: 4, name: "apple punch", ingredientNames: ["Apple juice"], category: "Punch / Party Drink",
            alcoholic: "Optional alcohol", glass: "Punch bowl"),
        IndexedDrink(id: 5, name: "B-52", ingredientNames: ["Kahlua"], category: "Shot", alcoholic: "Alcoholic", glass: nil),
    ]

    @Test(
        "FK-3: category, glass and alcoholic compare ignoring case, diacritics and surrounding whitespace; --iba keeps IBA drinks",
        arguments: [
            (DrinkFilter(category: " ordinary DRINK "), [2, 1]), (DrinkFilter(glass: "collins glass"), [2, 3]),
            (DrinkFilter(alcohol: .nonAlcoholic), [3]), (DrinkFilter(alcohol: .optional), [4]),
            (DrinkFilter(alcohol: .alcoholic), [5, 2, 1]),
            (DrinkFilter(ibaOnly: true), [1]), (DrinkFilter(glass: "Shot glass"), []),
        ])
    func kinds_compareAsNames(filter: DrinkFilter, expected: [Int]) {
        #expect(CatalogueQuery.filter(drinks, by: filter).map(\.id) == expected)
    }

    @Test("FK-4: every condition must hold, each ingredient finding one of the drink's; sorted by folded name")
    func conditions_allHold_sortedByName() {
        let gin = IngredientCondition(typed: "gin") { $0 == "Gin" }
        let lemon = IngredientCondition(typed: "lemon") { $0 == "Lemon" }

        #expect(CatalogueQuery.filter(drinks, by: DrinkFilter(ingredients: [gin])).map(\.id) == [2, 1])
        #expect(CatalogueQuery.filter(drinks, by: DrinkFilter(ingredients: [gin, lemon])).map(\.id) == [2])
        #expect(CatalogueQuery.filter(drinks, by: DrinkFilter(ingredients: [lemon], glass: "COLLINS GLASS")).map(\.id) == [2, 3])
        #expect(CatalogueQuery.filter(drinks, by: DrinkFilter(alcohol: .alcoholic)).map(\.name) == ["B-52", "Gin Fizz", "Negroni"])
    }

    @Test("FK-4: with a text, the names holding it, the exact name first, as search orders them")
    func text_ordersAsSearch() {
        let drinks = [
            IndexedDrink(id: 1, name: "Gin Sour", ingredientNames: [], category: "Cocktail"),
            IndexedDrink(id: 2, name: "Gin", ingredientNames: [], category: "Cocktail"),
            IndexedDrink(id: 3, name: "Pink Gin", ingredientNames: [], category: "Ordinary Drink"),
            IndexedDrink(id: 4, name: "Gimlet", ingredientNames: [], category: "Cocktail"),
        ]

        #expect(CatalogueQuery.filter(drinks, by: DrinkFilter(text: "GIN", category: "cocktail")).map(\.id) == [2, 1])
    }

    @Test("FK-4: full drinks filter as their index entries do")
    func drinks_filterAsTheirEntries() {
        let full = drinks.map {
            Drink(id: $0.id, name: $0.name, category: $0.category, alcoholic: $0.alcoholic, glass: $0.glass, iba: $0.iba)
        }

        #expect(CatalogueQuery.filter(full, by: DrinkFilter(glass: "collins glass")).map(\.id) == [2, 3])
    }

    @Test("FK-8: random picks uniformly among the kept drinks with the injected generator, and says when none is kept")
    func random_picksAmongKept() {
        let full = drinks.map { Drink(id: $0.id, name: $0.name, category: $0.category, alcoholic: $0.alcoholic, glass: $0.glass) }
        var picked = Set<Int>()
        for seed: UInt64 in 0..<40 {
            var generator = SplitMix64(seed: seed)
            guard
                case let .picked(drink) = CatalogueQuery.random(in: full, matching: DrinkFilter(glass: "collins glass"), using: &generator)
            else { Issue.record("seed \(seed) picked none"); continue }
            picked.insert(drink.id)
        }
        var generator = SplitMix64(seed: 1)

        #expect(picked == [2, 3])
        #expect(CatalogueQuery.random(in: full, matching: DrinkFilter(category: "Cocoa"), using: &generator) == .noneMatched)
    }

    @Test("FK-5: the kinds a catalogue has, each once in its most used spelling, sorted ignoring case")
    func kinds_eachOnceInMostUsedSpelling() {
        let kinds = CatalogueKinds(drinks + [IndexedDrink(id: 6, name: "Mojito", ingredientNames: [], glass: "Collins Glass")])

        #expect(kinds.categories == ["Ordinary Drink", "Punch / Party Drink", "Shot", "Soft Drink"])
        #expect(kinds.glasses == ["Collins Glass", "Old-fashioned glass", "Punch bowl"])
    }
}
