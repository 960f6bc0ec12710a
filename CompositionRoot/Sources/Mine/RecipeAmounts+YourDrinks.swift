import BarFeature
import HouseDrinksFeature
import Measures

extension RecipeAmounts {
    /// One of the user's drinks: each ingredient's strength from the document it came from, else from the knowledge,
    /// its free-text name read as a bartender reads it, as is how it goes into the drink.
    static func ofYours(_ drink: HouseDrink, servings: Int) -> RecipeAmounts {
        let knowledge = try? ShippedKnowledge.get()
        var facts: [String: IngredientFacts] = [:]
        for ingredient in drink.recipe.ingredients where facts[ingredient.name] == nil {
            let placed = knowledge?.placedName(readingFreeText: ingredient.name) ?? ingredient.name
            facts[ingredient.name] = IngredientFacts(
                abv: ingredient.abv ?? knowledge?.abv(of: placed), kind: knowledge?.pouring(of: placed).map(IngredientKind.init))
        }
        return RecipeAmounts(
            ingredients: drink.recipe.ingredients.map { ($0.name, $0.measure) }, instructions: drink.recipe.instructions,
            servings: servings
        ) { facts[$0] ?? .unknown }
    }
}
