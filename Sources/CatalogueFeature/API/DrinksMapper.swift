import CocktailDBAPI
import Foundation
import HTTPCore

/// Turns a letter, search, lookup or random response into full drinks, following the contract's mapping rules.
public enum DrinksMapper {
    /// `drinks: null` or a string is the API's way of saying there are none: an empty list.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [Drink] {
        try mapCountingItems(data, from: response).drinks
    }

    /// The drinks, and how many items the list held, those left out included.
    static func mapCountingItems(_ data: Data, from response: HTTPResponse) throws -> (drinks: [Drink], itemCount: Int) {
        let (drinks, itemCount) = try CountingEnvelopeMapper.map(data, from: response, item: drink)
        return (drinks, itemCount)
    }

    /// A drink needs an id and a name; a drink without either is left out.
    private static func drink(from fields: borrowing LenientFields) -> Drink? {
        guard let id = fields.identifier("idDrink"), let name = fields.trimmedText("strDrink") else { return nil }
        var translatedInstructions: [InstructionsLanguage: String] = [:]
        for (language, member) in translatedInstructionsMembers {
            translatedInstructions[language] = fields.trimmedText(member)
        }
        return Drink(
            id: id,
            name: name,
            category: fields.trimmedText("strCategory"),
            alcoholic: fields.trimmedText("strAlcoholic"),
            glass: fields.trimmedText("strGlass"),
            instructions: fields.trimmedText("strInstructions"),
            translatedInstructions: translatedInstructions,
            ingredients: fields.ingredientSlots(),
            imageURLText: fields.webURLText("strDrinkThumb"),
            iba: fields.trimmedText("strIBA"),
            tags: tags(in: fields.trimmedText("strTags"))
        )
    }

    /// `strTags` is one text of comma-separated tags; blank ones are left out.
    private static func tags(in text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    private static let translatedInstructionsMembers: [(InstructionsLanguage, String)] = [
        (.italian, "strInstructionsIT"),
        (.german, "strInstructionsDE"),
        (.spanish, "strInstructionsES"),
        (.french, "strInstructionsFR"),
    ]
}
