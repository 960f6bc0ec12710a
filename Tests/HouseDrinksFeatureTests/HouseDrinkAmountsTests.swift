import HouseDrinksFeature
import Measures
import Testing

/// One of the user's drinks as a recipe's amounts read it.
struct HouseDrinkAmountsTests {
    @Test("MDS-2: the document's own strength comes before what is known of the name; the rest is as known")
    func amounts_takeTheDocumentsStrengthFirst() throws {
        let drink = HouseDrink(
            id: 1,
            recipe: HouseRecipe(
                name: "House Gimlet", instructions: "Shake with ice.",
                ingredients: [
                    HouseIngredient(name: "Navy strength gin", measure: "60 ml", abv: 57),
                    HouseIngredient(name: "Lime juice", measure: "15 ml"),
                ]))
        var asked: [String] = []

        let amounts = drink.amounts(servings: 2) { name in
            asked.append(name)
            return name == "Lime juice" ? IngredientFacts(abv: 0, kind: .liquid) : IngredientFacts(abv: 40, kind: .liquid)
        }

        #expect(asked == ["Navy strength gin", "Lime juice"])
        #expect(amounts.ingredients.map(\.name) == ["Navy strength gin", "Lime juice"])
        guard case let .estimated(strength) = amounts.strength else {
            Issue.record("no strength estimated: \(String(describing: amounts.strength))")
            return
        }
        // 120 ml at 57% and 30 ml of juice: 68.4 ml of alcohol in 150 ml, 45.6% poured.
        #expect(abs((strength.poured ?? 0) - 45.6) < 0.1)
    }
}
