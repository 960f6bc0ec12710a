import NameMatching

/// Delivers one cocktail's ingredients for what the user asked.
public protocol IngredientsLoader: Sendable {
    func load(_ query: CocktailQuery) async throws -> CocktailRecipe
}
