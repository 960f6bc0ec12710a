import CatalogueFeature
import FeedFeature
import Foundation

/// A cocktail no other test uses, with every optional present.
func uniqueItem() -> LocalCocktailItem {
    let id = Int.random(in: 1...Int.max)
    return LocalCocktailItem(
        id: id, name: "Cocktail \(id)", description: "Shake with ice \(id)", imageURL: URL(string: "https://images.example/drink/\(id).jpg")
    )
}

/// A drink no other test uses, with every optional present.
func uniqueDrink() -> LocalDrink {
    let id = Int.random(in: 1...Int.max)
    return LocalDrink(
        id: id, name: "Cocktail \(id)", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Highball glass",
        instructions: "Shake with ice \(id)", translatedInstructions: ["it": "Agitare con ghiaccio \(id)", "de": "Mit Eis schütteln"],
        ingredients: [LocalDrinkIngredient(name: "Gin", measure: "4 cl"), LocalDrinkIngredient(name: "Tonic", measure: nil)],
        imageURLText: "https://images.example/drink/\(id).jpg")
}
