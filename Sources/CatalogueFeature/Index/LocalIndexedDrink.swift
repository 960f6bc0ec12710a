/// A drink as the saved catalogue's index keeps it.
public struct LocalIndexedDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let ingredientNames: [String]
    public let category: String?
    public let alcoholic: String?
    public let glass: String?
    public let iba: String?

    public init(
        id: Int, name: String, ingredientNames: [String], category: String? = nil, alcoholic: String? = nil, glass: String? = nil,
        iba: String? = nil
    ) {
        self.id = id
        self.name = name
        self.ingredientNames = ingredientNames
        self.category = category
        self.alcoholic = alcoholic
        self.glass = glass
        self.iba = iba
    }
}

extension LocalIndexedDrink {
    /// The saved drink's entry in the index: the index is always made from the drinks this way.
    public init(_ drink: LocalDrink) {
        self.init(
            id: drink.id, name: drink.name, ingredientNames: drink.ingredients.map(\.name), category: drink.category,
            alcoholic: drink.alcoholic, glass: drink.glass, iba: drink.iba)
    }

    /// The domain's entry.
    public var model: IndexedDrink {
        IndexedDrink(
            id: id, name: name, ingredientNames: ingredientNames, category: category, alcoholic: alcoholic, glass: glass, iba: iba)
    }
}
