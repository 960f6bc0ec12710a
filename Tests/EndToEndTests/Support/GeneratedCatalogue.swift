import Foundation
import TestSupport

/// Thousands of made-up drinks in the full-drink shape, the same for every run: a seeded generator
/// picks each one's letter, name, glass and ingredients. Their JSON is written as text, not through
/// `JSONSerialization`, which a debug build makes slow at this size; every value is plain ASCII.
enum GeneratedCatalogue {
    static let seed: UInt64 = 0xCA7A_1060_0000_0036

    private static let syllables = ["ba", "lo", "mi", "ra", "tu", "ne", "so", "vi", "ka", "ze"]
    private static let glasses = ["Cocktail glass", "Highball glass", "Old-fashioned glass", "Collins glass"]
    private static let ingredients = ["Gin", "Vodka", "Light rum", "Tequila", "Lime juice", "Sugar syrup", "Soda water", "Mint"]

    /// `count` drinks labelled `label`, spread over the 36 letters; ids from 500,000 up.
    static func letterBodies(label: String, count: Int) -> [Character: [LetterDrink]] {
        var random = SplitMix64(seed: seed)
        var bodies: [Character: [LetterDrink]] = [:]
        for index in 0..<count {
            let letter = CatalogueFixture.letters[random.int(below: CatalogueFixture.letters.count)]
            bodies[letter, default: []].append(drink(index, letter: letter, label: label, using: &random))
        }
        return bodies
    }

    private static func drink(_ index: Int, letter: Character, label: String, using random: inout SplitMix64) -> LetterDrink {
        let word = (0..<3).map { _ in syllables[random.int(below: syllables.count)] }.joined()
        let drink = CatalogueDrink(
            id: 500_000 + index,
            name: "\(String(letter).uppercased())\(word) \(label) \(index)",
            category: index % 5 == 0 ? "Shot" : "Cocktail",
            alcoholic: index % 7 == 0 ? "Non alcoholic" : "Alcoholic",
            glass: glasses[random.int(below: glasses.count)],
            instructions: "Shake \(label) \(index) with ice and strain.",
            italianInstructions: index % 2 == 0 ? "Agitare \(label) \(index) con ghiaccio." : nil,
            ingredients: (1...(1 + random.int(below: 5))).map { slot in
                CatalogueDrink.Ingredient(name: ingredients[random.int(below: ingredients.count)], measure: "\(slot) oz")
            }
        )
        var members = [
            ("idDrink", quoted(String(drink.id))),
            ("strDrink", quoted(drink.name)),
            ("strCategory", quoted(drink.category)),
            ("strAlcoholic", quoted(drink.alcoholic)),
            ("strGlass", quoted(drink.glass)),
            ("strInstructions", quoted(drink.instructions)),
            ("strInstructionsIT", quoted(drink.italianInstructions)),
            ("strDrinkThumb", quoted("https://cdb.test/\(label.lowercased())-\(index).jpg")),
        ]
        for slot in 1...15 {
            let ingredient = slot <= drink.ingredients.count ? drink.ingredients[slot - 1] : nil
            members.append(("strIngredient\(slot)", quoted(ingredient?.name)))
            members.append(("strMeasure\(slot)", quoted(ingredient?.measure)))
        }
        return LetterDrink(json: "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}", drink: drink)
    }

    private static func quoted(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "null"
    }
}
