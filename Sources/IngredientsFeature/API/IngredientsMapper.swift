import Foundation
import SharedAPI

/// Turns a search or lookup response into cocktails, following the contract's mapping rules.
public enum IngredientsMapper {
    /// The API's fixed number of ingredient slots, `strIngredient1` to `strIngredient15`.
    private static let slotCount = 15

    /// Never returns an empty list: an answer with nothing usable is no such cocktail.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [CocktailRecipe] {
        guard response.isOK, let envelope = DrinksEnvelope<RemoteDrink>.decode(data) else {
            throw RemoteLoadError.invalidData
        }
        switch envelope {
        case .null, .text:
            throw IngredientsLookupError.noSuchCocktail
        case let .drinks(drinks):
            let recipes = drinks.compactMap(\.recipe)
            guard !recipes.isEmpty else { throw IngredientsLookupError.noSuchCocktail }
            return recipes
        }
    }

    private struct RemoteDrink: Decodable, Sendable {
        let recipe: CocktailRecipe?

        init(from decoder: any Decoder) {
            let fields = LenientFields(from: decoder)
            guard let id = fields.identifier("idDrink"), let name = fields.trimmedText("strDrink") else {
                recipe = nil
                return
            }
            // A blank name marks an empty slot, whatever its measure says.
            let ingredients = (1...IngredientsMapper.slotCount).compactMap { slot in
                fields.trimmedText("strIngredient\(slot)").map {
                    CocktailIngredient(name: $0, measure: fields.trimmedText("strMeasure\(slot)"))
                }
            }
            recipe = CocktailRecipe(id: id, name: name, ingredients: ingredients, imageURL: fields.webURL("strDrinkThumb"))
        }
    }
}
