import CocktailDBAPI
import Foundation
import HTTPCore

/// Reads the `drinks` list of a catalogue answer, counting every element, those left out included:
/// the count, not the items kept, tells whether a capped answer filled its cap.
enum CountingEnvelopeMapper {
    /// `drinks: null` or a string is the API's way of saying there are none: no items.
    static func map<Item: Sendable>(
        _ data: Data,
        from response: HTTPResponse,
        item: (borrowing LenientFields) -> Item?
    ) throws -> (items: [Item], itemCount: Int) {
        var itemCount = 0
        let envelope = try DrinksEnvelope.decode(data, from: response) { fields in
            itemCount += 1
            return item(fields)
        }
        switch envelope {
        case .null, .text:
            return ([], 0)
        case let .drinks(items):
            return (items, itemCount)
        }
    }
}
