import CocktailDBAPI
import Foundation
import HTTPCore
import NameMatching

/// Turns a search or lookup response into cocktails, following the contract's mapping rules.
public enum IngredientsMapper {
    /// Never returns an empty list: an answer with nothing usable is no such cocktail.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [CocktailRecipe] {
        switch try DrinksEnvelope.decode(data, from: response, drink: recipe) {
        case .null, .text:
            throw CocktailLookupError.noSuchCocktail
        case let .drinks(recipes):
            guard !recipes.isEmpty else { throw CocktailLookupError.noSuchCocktail }
            return recipes
        }
    }

    /// A drink needs an id and a name; a drink without either is left out.
    private static func recipe(from fields: borrowing LenientFields) -> CocktailRecipe? {
        guard let id = fields.identifier("idDrink"), let name = fields.trimmedText("strDrink") else { return nil }
        let ingredients = fields.ingredientSlots()
        return CocktailRecipe(id: id, name: name, ingredients: ingredients, imageURL: fields.webURL("strDrinkThumb"))
    }
}
