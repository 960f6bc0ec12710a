import Foundation
import Measures
import TestSupport
import Testing

/// Classic drinks of the real catalogue, read with their own measures and instructions and typical ABVs.
struct ClassicDrinksTests {
    private static let knowledge = TestKnowledge(
        abvs: [
            "Gin": 40, "Campari": 24, "Sweet Vermouth": 16, "Dry Vermouth": 18, "Bourbon": 45, "Angostura bitters": 44.7, "Vodka": 40,
            "Cointreau": 40, "Lime juice": 0, "Cranberry juice": 0, "Creme de Cassis": 16, "Champagne": 12, "Tequila": 40,
            "Triple sec": 30, "Light rum": 40,
        ],
        solids: ["Salt", "Lime", "Powdered sugar", "Ice", "Olive", "Maraschino cherry", "Orange peel"], seasonings: ["Angostura bitters"])

    /// Each drink, its method, and its poured ABV worked out by hand from its measures.
    private static let classics: [(drink: String, method: MixingMethod, poured: Double)] = [
        ("Negroni", .built, (40.0 + 24 + 16) / 3),
        (
            "Manhattan", .stirred,
            (2.5 * BarSizes.oz * 45 + 0.75 * BarSizes.oz * 16 + BarSizes.dash * 44.7) / (3.25 * BarSizes.oz + BarSizes.dash)
        ),
        ("Dry Martini", .stirred, (5.0 / 3 * 40 + 1.0 / 3 * 18) / 2),
        ("Cosmopolitan", .shaken, (1.25 * 40 + 0.25 * 40) / (1.25 + 0.25 + 0.25 + 2)),
        ("Kir", .built, (16.0 + 5 * 12) / 6),
        ("Margarita", .shaken, (1.5 * 40 + 0.5 * 30) / 3),
        ("Daiquiri", .shaken, 1.5 * BarSizes.oz * 40 / (1.5 * BarSizes.oz + BarSizes.lime / 2)),
    ]

    @Test(
        "ST-1, ST-2, ST-3, ST-13: classic drinks of the real catalogue are poured at the ABV of their measures, and served weaker where ice meets them",
        arguments: classics)
    func classicDrink_hasItsStrength(drink: String, method: MixingMethod, poured: Double) throws {
        let recipe = try #require(try Self.recipe(named: drink), "\(drink) is in the real catalogue")
        let amounts = RecipeAmounts(
            ingredients: recipe.ingredients, instructions: recipe.instructions, servings: 1, knowledge: Self.knowledge.facts)

        guard case .estimated(let strength)? = amounts.strength else {
            Issue.record("\(drink) has no strength: \(String(describing: amounts.strength))")
            return
        }
        let pouredABV = try #require(strength.poured, "\(drink) has a poured ABV")
        let served = try #require(strength.served)
        #expect(abs(pouredABV - poured) < 0.01, "\(drink) poured at \(pouredABV)%")
        #expect(strength.method == method)
        // The Kir is made in its glass with no ice: served as poured.
        #expect(drink == "Kir" ? served == pouredABV : served < pouredABV)
    }

    private static func recipe(named name: String) throws -> (ingredients: [(name: String, measure: String?)], instructions: String?)? {
        let letter = name.lowercased().prefix(1)
        let document = try JSONSerialization.jsonObject(with: Fixtures.data("catalogue/f-\(letter).json")) as? [String: Any]
        guard let drink = (document?["drinks"] as? [[String: Any]])?.first(where: { $0["strDrink"] as? String == name }) else { return nil }
        let ingredients = (1...15).compactMap { index -> (name: String, measure: String?)? in
            guard let ingredient = drink["strIngredient\(index)"] as? String, !ingredient.isEmpty else { return nil }
            return (ingredient, drink["strMeasure\(index)"] as? String)
        }
        return (ingredients, drink["strInstructions"] as? String)
    }
}
