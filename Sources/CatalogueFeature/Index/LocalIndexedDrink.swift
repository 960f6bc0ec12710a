/// A drink as the saved catalogue's index keeps it.
public struct LocalIndexedDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let ingredientNames: [String]

    public init(id: Int, name: String, ingredientNames: [String]) {
        self.id = id
        self.name = name
        self.ingredientNames = ingredientNames
    }
}

extension LocalIndexedDrink {
    /// The saved drink's entry in the index: the index is always made from the drinks this way.
    public init(_ drink: LocalDrink) {
        self.init(id: drink.id, name: drink.name, ingredientNames: drink.ingredients.map(\.name))
    }
}
