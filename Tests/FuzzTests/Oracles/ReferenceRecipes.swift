import IngredientsFeature

/// The ingredients mapping rules applied to a strict JSON document.
enum ReferenceRecipes {
    enum Outcome: Equatable {
        case recipes([CocktailRecipe])
        case invalidData
        case noSuchCocktail
    }

    static func outcome(for document: JSONValue) -> Outcome {
        switch document["drinks"] {
        case .null?, .string?:
            return .noSuchCocktail
        case let .array(drinks)?:
            let recipes = drinks.compactMap { recipe(from: ReferenceDrink(members: $0)) }
            return recipes.isEmpty ? .noSuchCocktail : .recipes(recipes)
        default:
            return .invalidData
        }
    }

    private static func recipe(from drink: ReferenceDrink) -> CocktailRecipe? {
        guard let id = drink.identifier("idDrink"), let name = drink.text("strDrink") else { return nil }
        let ingredients = (1...15).compactMap { slot in
            drink.text("strIngredient\(slot)").map { CocktailIngredient(name: $0, measure: drink.text("strMeasure\(slot)")) }
        }
        return CocktailRecipe(id: id, name: name, ingredients: ingredients, imageURL: drink.webURL("strDrinkThumb"))
    }
}
