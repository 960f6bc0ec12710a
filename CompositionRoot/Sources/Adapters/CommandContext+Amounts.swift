import BarFeature
import Measures

extension CommandContext {
    /// The unit volumes are shown in: `--units`, else `DRINGO_UNITS`, else none (each measure as written).
    func unit(_ options: AmountOptions) -> VolumeUnit? {
        options.units ?? configuration.units
    }

    /// Reads a recipe's amounts for the servings asked, and estimates its strength with the ABVs of the
    /// shipped ingredient knowledge. Without the knowledge no ABV is known, so no strength is estimated.
    func amounts(of ingredients: [(name: String, measure: String?)], instructions: String?, servings: Int) -> RecipeAmounts {
        let knowledge = try? IngredientKnowledge.bundled()
        return RecipeAmounts(ingredients: ingredients, instructions: instructions, servings: servings) { knowledge?.abv(of: $0) }
    }
}
