import Testing

@testable import BarFeature

/// Shopping tries each purchase only where it can matter; here every purchase is tried on every
/// drink of the real catalogue, by asking the makeable query with it in the bar.
@Suite("Suggest purchases over the real catalogue")
struct SuggestPurchasesOverTheCatalogueTests {
    @Test(
        "SP-1, SP-3, SP-5, SP-13: over the real catalogue, each suggestion counts exactly the drinks the bar makes with it and not without",
        arguments: [
            (
                [
                    "vodka", "gin", "white rum", "lime", "lemon", "sugar", "soda water", "tonic water", "orange juice", "cranberry juice",
                    "triple sec",
                ], true
            ),
            (["Bourbon", "Sweet Vermouth", "Angostura bitters", "Maraschino cherry", "cream", "Kahlua", "egg"], false),
        ])
    func suggestions_countWhatEachPurchaseMakes(bar: [String], staplesOnHand: Bool) throws {
        let candidates = try RealCatalogue.candidates()
        let knowledge = try shippedKnowledge()
        let substitutes = [IngredientSubstitute("lime", for: "Lemon juice"), IngredientSubstitute("Grand Marnier", for: "Cointreau")]
        let matching = IngredientMatching.knowledge(knowledge, substitutes: substitutes, staplesOnHand: staplesOnHand)
        func made(with bar: [String]) -> Set<Int> {
            Set(Makeable.find(in: candidates, bar: barOf(bar), allowedMissing: 0, matching: matching).map(\.id))
        }
        let now = made(with: bar)
        var expected: [String: Int] = [:]
        for index in knowledge.ingredients.indices where knowledge.plainLineage[index].count == 1 {
            let name = knowledge.ingredients[index].name
            let gained = made(with: bar + [name]).subtracting(now).count
            if gained > 0 && Makeable.find(in: [drink(0, "Test", [name])], bar: barOf(bar), allowedMissing: 0, matching: matching).isEmpty {
                expected[name] = gained
            }
        }

        let suggestions = Shopping.suggestions(in: candidates, bar: barOf(bar), matching: matching)

        for suggestion in suggestions {
            #expect(expected[suggestion.ingredient] == suggestion.drinkCount, "\(suggestion.ingredient)")
        }
        // SP-13: a purchase left out is one that gains the same drinks as one named.
        for name in expected.keys where !suggestions.contains(where: { $0.ingredient == name }) {
            let gained = made(with: bar + [name])
            #expect(suggestions.contains { made(with: bar + [$0.ingredient]) == gained }, "\(name) is left out for no purchase like it")
        }
        #expect(suggestions.count >= 10)
    }
}
