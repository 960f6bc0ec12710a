import Foundation
import SharedAPI

/// Turns a feed response into cocktails, following the contract's mapping rules.
public enum FeedItemsMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [CocktailItem] {
        guard response.isOK, let envelope = DrinksEnvelope<RemoteDrink>.decode(data) else {
            throw RemoteLoadError.invalidData
        }
        switch envelope {
        case .null:
            return []
        case .text:
            throw RemoteLoadError.invalidData
        case let .drinks(drinks):
            return drinks.compactMap(\.item)
        }
    }

    private struct RemoteDrink: Decodable, Sendable {
        let item: CocktailItem?

        init(from decoder: any Decoder) {
            let fields = LenientFields(from: decoder)
            guard let id = fields.identifier("idDrink"), let name = fields.trimmedText("strDrink") else {
                item = nil
                return
            }
            item = CocktailItem(
                id: id,
                name: name,
                description: fields.trimmedText("strInstructions"),
                imageURL: fields.webURL("strDrinkThumb")
            )
        }
    }
}
