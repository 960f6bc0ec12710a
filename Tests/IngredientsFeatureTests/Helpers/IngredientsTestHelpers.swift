import CocktailDBAPI
import Foundation
import IngredientsFeature
import TestSupport
import Testing

/// One drink as the API sends it: string id, and the given `(name, measure)` pairs in slots 1, 2, ….
/// A nil value is written as JSON `null`, as the API does for an empty slot.
func drinkJSON(id: String = "1", name: String = "A drink", slots: [(ingredient: String?, measure: String?)] = []) -> [String: Any] {
    var drink: [String: Any] = ["idDrink": id, "strDrink": name]
    for (index, slot) in slots.enumerated() {
        drink["strIngredient\(index + 1)"] = slot.ingredient ?? NSNull()
        drink["strMeasure\(index + 1)"] = slot.measure ?? NSNull()
    }
    return drink
}

func drinksBody(_ drinks: [[String: Any]]) throws -> Data {
    try jsonData(["drinks": drinks])
}

func makeRecipe(id: Int, name: String, ingredients: [CocktailIngredient] = [], imageURL: URL? = nil) -> CocktailRecipe {
    CocktailRecipe(id: id, name: name, ingredients: ingredients, imageURL: imageURL)
}

func makeEndpoint(
    baseURL: String = "https://www.thecocktaildb.com",
    key: APIKey = .freeTest,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CocktailDBEndpoint {
    CocktailDBEndpoint(baseURL: try #require(URL(string: baseURL), sourceLocation: sourceLocation), key: key)
}

extension CocktailRecipe {
    /// This recipe with the image URL of the recipe with the same id in `recipes`, for comparing
    /// against fixtures where a test is about ingredients, not pictures.
    func withImage(from recipes: [CocktailRecipe]) -> CocktailRecipe {
        CocktailRecipe(id: id, name: name, ingredients: ingredients, imageURL: recipes.first { $0.id == id }?.imageURL)
    }
}
