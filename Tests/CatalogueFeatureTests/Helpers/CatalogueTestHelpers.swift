import CatalogueFeature
import CocktailDBAPI
import Foundation
import TestSupport
import Testing

/// The clock every cache test reads: a fixed instant, never `Date()`.
let fixedCurrentDate = Date(timeIntervalSince1970: 1_700_000_000)

/// Two distinct drinks, as the domain and as the cache hold them; the second has nothing but an id and a name.
func uniqueDrinks() -> (models: [Drink], local: [LocalDrink]) {
    let models = [
        Drink(
            id: 11007,
            name: "Margarita",
            category: "Ordinary Drink",
            alcoholic: "Alcoholic",
            glass: "Cocktail glass",
            instructions: "Rub the rim of the glass with the lime slice.",
            translatedInstructions: [.italian: "Strofina il bordo del bicchiere.", .german: "Reiben Sie den Rand des Glases."],
            ingredients: [DrinkIngredient(name: "Tequila", measure: "1 1/2 oz"), DrinkIngredient(name: "Salt", measure: nil)],
            imageURLText: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"
        ),
        Drink(id: 15346, name: "155 Belmont"),
    ]
    let local = [
        LocalDrink(
            id: 11007,
            name: "Margarita",
            category: "Ordinary Drink",
            alcoholic: "Alcoholic",
            glass: "Cocktail glass",
            instructions: "Rub the rim of the glass with the lime slice.",
            translatedInstructions: ["it": "Strofina il bordo del bicchiere.", "de": "Reiben Sie den Rand des Glases."],
            ingredients: [LocalDrinkIngredient(name: "Tequila", measure: "1 1/2 oz"), LocalDrinkIngredient(name: "Salt", measure: nil)],
            imageURLText: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"
        ),
        LocalDrink(
            id: 15346, name: "155 Belmont", category: nil, alcoholic: nil, glass: nil, instructions: nil,
            translatedInstructions: [:], ingredients: [], imageURLText: nil
        ),
    ]
    return (models, local)
}

/// One drink as the API sends it: the id as a string, and only the members given.
func drinkJSON(id: String, name: String, _ members: [String: Any] = [:]) -> [String: Any] {
    members.merging(["idDrink": id, "strDrink": name]) { _, new in new }
}

func drinksBody(_ drinks: [[String: Any]]) throws -> Data {
    try jsonData(["drinks": drinks])
}

func makeEndpoint(
    baseURL: String = "https://www.thecocktaildb.com",
    key: APIKey = .freeTest,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CocktailDBEndpoint {
    CocktailDBEndpoint(baseURL: try #require(URL(string: baseURL), sourceLocation: sourceLocation), key: key)
}
