import BarFeature
import Measures

extension RecipeAmounts {
    /// A recipe's amounts for the servings asked, its strength estimated with what the shipped ingredient knowledge
    /// says of each ingredient. Without the knowledge nothing is known, so no strength is estimated.
    static func withKnowledge(of ingredients: [(name: String, measure: String?)], instructions: String?, servings: Int) -> RecipeAmounts {
        let knowledge = try? IngredientKnowledge.shipped()
        return RecipeAmounts(ingredients: ingredients, instructions: instructions, servings: servings) {
            knowledge?.facts(of: $0) ?? .unknown
        }
    }
}
