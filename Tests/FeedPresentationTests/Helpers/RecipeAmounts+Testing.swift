import Measures

extension RecipeAmounts {
    /// The amounts of `ingredients` for `servings`, knowing only the ABVs given.
    static func of(
        _ ingredients: [(name: String, measure: String?)], instructions: String? = nil, servings: Int = 1, abv: [String: Double] = [:]
    ) -> RecipeAmounts {
        RecipeAmounts(ingredients: ingredients, instructions: instructions, servings: servings) { abv[$0] }
    }
}
