/// What a question about one drink reads of each index entry: enough to resolve a name or an id, and to tell
/// that the drink read alone is the one the entry describes.
public struct DrinkDirectoryEntry: Sendable, Hashable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public init(_ drink: LocalDrink) {
        self.init(id: drink.id, name: drink.name)
    }
}
