import BarFeature
import HouseDrinksFeature
import Measures

extension RecipeAmounts {
    /// One of the user's drinks, its free-text names read by the knowledge as a bartender reads them.
    static func ofYours(_ drink: HouseDrink, servings: Int) -> RecipeAmounts {
        let knowledge = try? IngredientKnowledge.shipped()
        return drink.amounts(servings: servings) { knowledge?.facts(of: knowledge?.placedName(readingFreeText: $0) ?? $0) ?? .unknown }
    }
}
