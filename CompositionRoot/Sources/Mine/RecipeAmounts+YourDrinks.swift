import BarFeature
import HouseDrinksFeature
import Measures

extension RecipeAmounts {
    /// One of the user's drinks: each ingredient's strength from the document it came from, else from the knowledge,
    /// its free-text name read as a bartender reads it.
    static func ofYours(_ drink: HouseDrink, servings: Int) -> RecipeAmounts {
        let knowledge = try? IngredientKnowledge.bundled()
        var strengths: [String: Double] = [:]
        for ingredient in drink.recipe.ingredients {
            let abv = ingredient.abv ?? knowledge.flatMap { $0.abv(of: $0.placedName(readingFreeText: ingredient.name) ?? ingredient.name) }
            if let abv, strengths[ingredient.name] == nil { strengths[ingredient.name] = abv }
        }
        return RecipeAmounts(
            ingredients: drink.recipe.ingredients.map { ($0.name, $0.measure) }, instructions: drink.recipe.instructions,
            servings: servings
        ) { strengths[$0] }
    }
}
