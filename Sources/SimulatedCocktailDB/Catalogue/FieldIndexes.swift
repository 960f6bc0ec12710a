import Foundation

/// Each field's index, built the first time a request needs it, once per catalogue: the feed needs
/// only the categories, and a command that asks no `filter.php` or `list.php` builds none.
final class FieldIndexes: @unchecked Sendable {
    // Unchecked: `built` and `orders` are only touched while `lock` is held.
    private let lock = NSLock()
    private let drinks: [RecordedDrink]
    private var built: [DrinkField: FieldIndex] = [:]
    private var orders: (name: [Int], id: [Int])?

    init(drinks: [RecordedDrink]) {
        self.drinks = drinks
    }

    func index(of field: DrinkField) -> FieldIndex {
        lock.withLock {
            if let index = built[field] { return index }
            let orders = self.orders ?? Self.orders(of: drinks)
            self.orders = orders
            let index = FieldIndex(field, of: drinks, nameOrder: orders.name, idOrder: orders.id)
            built[field] = index
            return index
        }
    }

    /// Positions by name ignoring case, as `filter.php` sorts, and by id, as `list.php` lists;
    /// either breaks ties by the other, so that no order depends on the letter files' own.
    private static func orders(of drinks: [RecordedDrink]) -> (name: [Int], id: [Int]) {
        let keys = drinks.map { (name: $0.name.text.lowercased(), id: Int($0.id.text) ?? .max, idText: $0.id.text) }
        let name = drinks.indices.sorted {
            (keys[$0].name, keys[$0].id, keys[$0].idText) < (keys[$1].name, keys[$1].id, keys[$1].idText)
        }
        let id = drinks.indices.sorted {
            (keys[$0].id, keys[$0].idText, keys[$0].name) < (keys[$1].id, keys[$1].idText, keys[$1].name)
        }
        return (name, id)
    }
}
