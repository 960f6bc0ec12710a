import CatalogueFeature
import Foundation

/// The catalogue's mapping rules applied to a strict JSON document, without `Codable`.
enum ReferenceDrinks {
    /// The drinks the mapper must deliver, or nil when it must refuse the body as invalid data.
    static func drinks(in document: JSONValue) -> [Drink]? {
        switch document["drinks"] {
        case .null?, .string?:
            return []
        case let .array(drinks)?:
            return drinks.compactMap { drink(from: ReferenceDrink(members: $0)) }
        default:
            return nil
        }
    }

    private static func drink(from drink: ReferenceDrink) -> Drink? {
        guard let id = drink.identifier("idDrink"), let name = drink.text("strDrink") else { return nil }
        var translations: [InstructionsLanguage: String] = [:]
        for language in InstructionsLanguage.allCases {
            translations[language] = drink.text("strInstructions\(language.rawValue.uppercased())")
        }
        return Drink(
            id: id,
            name: name,
            category: drink.text("strCategory"),
            alcoholic: drink.text("strAlcoholic"),
            glass: drink.text("strGlass"),
            instructions: drink.text("strInstructions"),
            translatedInstructions: translations,
            ingredients: (1...15).compactMap { slot in
                drink.text("strIngredient\(slot)").map { DrinkIngredient(name: $0, measure: drink.text("strMeasure\(slot)")) }
            },
            imageURLText: drink.webURL("strDrinkThumb")?.absoluteString,
            iba: drink.text("strIBA"),
            tags: (drink.text("strTags") ?? "").components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }
        )
    }
}
