import CocktailDBAPI
import Foundation
import HTTPCore

/// Turns a feed response into cocktails, following the contract's mapping rules.
public enum FeedItemsMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [CocktailItem] {
        switch try DrinksEnvelope.decode(data, from: response, drink: item) {
        case .null:
            return []
        case .text:
            throw RemoteLoadError.invalidData
        case let .drinks(items):
            return items
        }
    }

    /// A drink needs an id and a name; a drink without either is left out.
    private static func item(from fields: borrowing LenientFields) -> CocktailItem? {
        guard let id = fields.identifier("idDrink"), let name = fields.trimmedText("strDrink") else { return nil }
        return CocktailItem(
            id: id,
            name: name,
            description: fields.trimmedText("strInstructions"),
            imageURLText: fields.webURLText("strDrinkThumb")
        )
    }
}
