import Measures

extension RecipeAmounts {
    /// The amounts of `ingredients` for `servings`, knowing only the ABVs given, of liquids, and the solids named.
    static func of(
        _ ingredients: [(name: String, measure: String?)], instructions: String? = nil, servings: Int = 1, abv: [String: Double] = [:],
        solids: Set<String> = []
    ) -> RecipeAmounts {
        RecipeAmounts(ingredients: ingredients, instructions: instructions, servings: servings) { name in
            if solids.contains(name) { return IngredientFacts(abv: 0, kind: .solid) }
            return abv[name].map { IngredientFacts(abv: $0, kind: .liquid) } ?? .unknown
        }
    }
}
