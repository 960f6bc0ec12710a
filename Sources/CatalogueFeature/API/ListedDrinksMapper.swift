import Foundation
import HTTPCore

/// Turns a `filter.php` answer into the ids of the drinks it lists, in the answer's order.
enum ListedDrinksMapper {
    /// An item without an integer id is left out, but counted among the items.
    static func map(_ data: Data, from response: HTTPResponse) throws -> (ids: [Int], itemCount: Int) {
        let (ids, itemCount) = try CountingEnvelopeMapper.map(data, from: response) { $0.identifier("idDrink") }
        return (ids, itemCount)
    }
}
