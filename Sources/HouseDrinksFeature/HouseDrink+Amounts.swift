import Measures

extension HouseDrink {
    /// The drink's amounts for `servings`, each ingredient's strength from the document it came from before what
    /// `known` says of its name (the ingredient knowledge, which reads a free-text name as a bartender does).
    public func amounts(servings: Int, known: (_ name: String) -> IngredientFacts) -> RecipeAmounts {
        var facts: [String: IngredientFacts] = [:]
        for ingredient in recipe.ingredients where facts[ingredient.name] == nil {
            let placed = known(ingredient.name)
            facts[ingredient.name] = IngredientFacts(abv: ingredient.abv ?? placed.abv, kind: placed.kind)
        }
        return RecipeAmounts(
            ingredients: recipe.ingredients.map { ($0.name, $0.measure) }, instructions: recipe.instructions, servings: servings
        ) { facts[$0] ?? .unknown }
    }
}
