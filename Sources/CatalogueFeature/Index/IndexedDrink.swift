/// A drink as the catalogue's index lists it: what a query over names and ingredients needs, such
/// as what a bar can make, without the instructions and the rest of the recipe.
public struct IndexedDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    /// In slot order.
    public let ingredientNames: [String]

    public init(id: Int, name: String, ingredientNames: [String]) {
        self.id = id
        self.name = name
        self.ingredientNames = ingredientNames
    }
}

extension IndexedDrink {
    /// The drink's entry in the index.
    public init(_ drink: Drink) {
        self.init(id: drink.id, name: drink.name, ingredientNames: drink.ingredients.map(\.name))
    }
}
