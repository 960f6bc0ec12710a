import Foundation

/// A resolved cocktail: who it is, its picture, and its ingredients in the recipe's slot order.
public struct CocktailRecipe: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let ingredients: [CocktailIngredient]
    public let imageURL: URL?

    public init(id: Int, name: String, ingredients: [CocktailIngredient], imageURL: URL? = nil) {
        self.id = id
        self.name = name
        self.ingredients = ingredients
        self.imageURL = imageURL
    }
}
