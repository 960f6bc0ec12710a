/// A resolved cocktail: who it is and its ingredients, in the recipe's slot order.
public struct CocktailRecipe: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let ingredients: [CocktailIngredient]

    public init(id: Int, name: String, ingredients: [CocktailIngredient]) {
        self.id = id
        self.name = name
        self.ingredients = ingredients
    }
}
