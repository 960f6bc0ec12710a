import BarFeature
import Measures

extension RecipeAmounts {
    /// A recipe's amounts for the servings asked, its strength estimated with the ABVs of the shipped ingredient
    /// knowledge. Without the knowledge no ABV is known, so no strength is estimated.
    static func withKnowledge(of ingredients: [(name: String, measure: String?)], instructions: String?, servings: Int) -> RecipeAmounts {
        let knowledge = try? IngredientKnowledge.bundled()
        return RecipeAmounts(ingredients: ingredients, instructions: instructions, servings: servings) { knowledge?.abv(of: $0) }
    }
}
