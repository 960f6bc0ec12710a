import BarFeature
import Testing

@Suite("Suggest purchases")
struct SuggestPurchasesTests {
    private let knowledge: IngredientKnowledge
    private let candidates = [
        drink(1, "Gin Tonic", ["Gin", "Tonic water"]), drink(2, "Gin Lime", ["Gin", "Lime juice", "Lime peel"]),
        drink(3, "Vodka Tonic", ["Vodka", "Tonic water"]), drink(4, "AT", ["Absolut Vodka", "Gin"]),
        drink(5, "Vodka Gin", ["Gin", "vodka"]),
        drink(6, "Rum Gin", ["Rum", "Gin"]), drink(7, "Light Gin", ["Light rum", "Gin"]),
        drink(8, "Gin Syrup", ["Gin", "Sugar syrup", "Ice"]),
        drink(9, "Gin", ["Gin"]),
    ]

    init() throws {
        knowledge = try parsedKnowledge(
            "Vodka", "Absolut Vodka: brand of Vodka", "Rum", "White rum: variety of Rum", "Light rum: same as White rum", "Lime",
            "Lime juice: form of Lime", "Lime peel: form of Lime", "Sugar", "Water: staple", "Sugar syrup: made from Sugar, Water",
            "Ice: staple", "Tonic water", "Gin")
    }

    @Test("SP-1, SP-3, SP-4, SP-5: each purchase counts the drinks it would complete, most first, in the family's words")
    func suggestions_rankByDrinksGained() {
        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .knowledge(knowledge))

        #expect(
            suggestions == [
                PurchaseSuggestion(ingredient: "Vodka", drinkCount: 2, drinks: ["AT", "Vodka Gin"]),
                PurchaseSuggestion(ingredient: "White rum", drinkCount: 2, drinks: ["Light Gin", "Rum Gin"]),
                PurchaseSuggestion(ingredient: "Lime", drinkCount: 1, drinks: ["Gin Lime"]),
                PurchaseSuggestion(ingredient: "Rum", drinkCount: 1, drinks: ["Rum Gin"]),
                PurchaseSuggestion(ingredient: "Sugar", drinkCount: 1, drinks: ["Gin Syrup"]),
                PurchaseSuggestion(ingredient: "Tonic water", drinkCount: 1, drinks: ["Gin Tonic"]),
            ])
    }

    @Test("SP-2: what the bar covers, and what would complete no drink, is not suggested")
    func suggestions_leaveOutWhatDoesNotHelp() {
        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin", "white rum", "lime"), matching: .knowledge(knowledge))

        #expect(suggestions.map(\.ingredient) == ["Vodka", "Sugar", "Tonic water"])
    }

    @Test("SP-13: of two purchases that gain the same drinks, one covering the other's, the family is named once")
    func suggestions_nameEachPurchaseOnce() throws {
        let knowledge = try parsedKnowledge(
            "Gin", "Orange", "Orange peel: form of Orange", "Blood Orange: variety of Orange", "Bitters",
            "Angostura bitters: variety of Bitters",
            "Heavy cream", "Light cream")
        let candidates = [
            drink(1, "Sling", ["Gin", "Orange peel"]), drink(2, "Pink Gin", ["Gin", "Bitters"]), drink(3, "Artillery", ["Bitters", "Gin"]),
            drink(4, "Blood Sling", ["Blood Orange", "Orange peel", "Angostura bitters"]), drink(5, "Whip", ["Gin", "Heavy cream"]),
        ]

        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .knowledge(knowledge))

        #expect(
            suggestions == [
                PurchaseSuggestion(ingredient: "Bitters", drinkCount: 2, drinks: ["Artillery", "Pink Gin"]),
                PurchaseSuggestion(ingredient: "Heavy cream", drinkCount: 1, drinks: ["Whip"]),
                PurchaseSuggestion(ingredient: "Orange", drinkCount: 1, drinks: ["Sling"]),
            ])
    }

    @Test("SP-4: a purchase that covers only some of what a drink misses does not count it")
    func suggestions_countOnlyWholeDrinks() {
        let suggestions = Shopping.suggestions(in: [candidates[1]], bar: barOf("gin"), matching: .knowledge(knowledge))

        #expect(suggestions == [PurchaseSuggestion(ingredient: "Lime", drinkCount: 1, drinks: ["Gin Lime"])])
    }

    @Test("SP-5: with staples off, a staple may be suggested, and made-from needs its every ingredient")
    func suggestions_withStaplesOff() {
        let suggestions = Shopping.suggestions(
            in: candidates + [drink(10, "On ice", ["Gin", "Ice"])], bar: barOf("gin", "sugar"),
            matching: .knowledge(knowledge, staplesOnHand: false))

        #expect(suggestions.first { $0.ingredient == "Ice" } == PurchaseSuggestion(ingredient: "Ice", drinkCount: 1, drinks: ["On ice"]))
        #expect(!suggestions.contains { $0.ingredient == "Water" }, "Gin Syrup needs water and ice")
    }

    @Test("SP-5: a substitute counts with the purchase that covers what the user has")
    func suggestions_countSubstitutes() {
        let substitutes = [IngredientSubstitute("lime", for: "Tonic water")]

        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .knowledge(knowledge, substitutes: substitutes))

        #expect(suggestions.first { $0.ingredient == "Lime" }?.drinks == ["Gin Lime", "Gin Tonic"])
    }

    @Test("SP-5: a name the knowledge does not place counts what a substitute makes of it")
    func suggestions_countSubstitutesOfUnplacedNames() {
        let candidates = [
            drink(1, "On ice", ["Gin", "Ice"]), drink(2, "Grapes", ["Gin", "Frozen grapes"]), drink(3, "Olive", ["Gin", "Olive"]),
        ]
        let matching = IngredientMatching.knowledge(
            knowledge, substitutes: [IngredientSubstitute("frozen grapes", for: "Ice")], staplesOnHand: false)

        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: matching)

        #expect(
            suggestions == [
                PurchaseSuggestion(ingredient: "Frozen grapes", drinkCount: 2, drinks: ["Grapes", "On ice"]),
                PurchaseSuggestion(ingredient: "Ice", drinkCount: 1, drinks: ["On ice"]),
                PurchaseSuggestion(ingredient: "Olive", drinkCount: 1, drinks: ["Olive"]),
            ])
    }

    @Test("SP-6: each suggestion names the first few drinks by name ignoring case and diacritics, then by id")
    func suggestions_nameTheFirstDrinksByName() {
        let candidates = [
            drink(6, "Daiquiri", ["Rum"]), drink(5, "daiquirí", ["Rum"]), drink(7, "Bacardi", ["Rum"]), drink(8, "Zombie", ["Rum"]),
            drink(9, "Éclair", ["Rum"]),
        ]

        let threeEach = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .strict)
        let oneEach = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .strict, examples: 1)

        #expect(threeEach == [PurchaseSuggestion(ingredient: "Rum", drinkCount: 5, drinks: ["Bacardi", "daiquirí", "Daiquiri"])])
        #expect(oneEach.map(\.drinks) == [["Bacardi"]])
    }

    @Test("SP-7: ties go by name ignoring case and diacritics")
    func suggestions_breakTiesByName() {
        let candidates = [
            drink(1, "A", ["Gin", "Éclair liqueur"]), drink(2, "B", ["Gin", "apricot"]), drink(3, "C", ["Gin", "Banana"]),
            drink(4, "D", ["Gin", "Elixir "]), drink(5, "E", ["Gin", "élixir"]),
        ]

        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .strict)

        #expect(suggestions.map(\.ingredient) == ["Elixir", "apricot", "Banana", "Éclair liqueur"])
        #expect(suggestions.map(\.drinkCount) == [2, 1, 1, 1])
    }

    @Test("SP-8: strict suggestions are the names drinks spell, each covering only itself")
    func suggestions_strictNamesWhatDrinksSpell() {
        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .strict)

        #expect(
            suggestions == [
                PurchaseSuggestion(ingredient: "Absolut Vodka", drinkCount: 1, drinks: ["AT"]),
                PurchaseSuggestion(ingredient: "Light rum", drinkCount: 1, drinks: ["Light Gin"]),
                PurchaseSuggestion(ingredient: "Rum", drinkCount: 1, drinks: ["Rum Gin"]),
                PurchaseSuggestion(ingredient: "Tonic water", drinkCount: 1, drinks: ["Gin Tonic"]),
                PurchaseSuggestion(ingredient: "Vodka", drinkCount: 1, drinks: ["Vodka Gin"]),
            ])
    }
}
