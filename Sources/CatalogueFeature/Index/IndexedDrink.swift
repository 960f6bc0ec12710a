/// A drink as the catalogue's index lists it: what a query over names, ingredients and kinds needs, such
/// as what a bar can make or which shots use rum, without the instructions and the rest of the recipe.
public struct IndexedDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    /// In slot order.
    public let ingredientNames: [String]
    public let category: String?
    public let alcoholic: String?
    public let glass: String?
    /// The IBA list the drink is on, nil when on none.
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

extension IndexedDrink {
    /// The drink's entry in the index.
    public init(_ drink: Drink) {
        self.init(
            id: drink.id, name: drink.name, ingredientNames: drink.ingredients.map(\.name), category: drink.category,
            alcoholic: drink.alcoholic, glass: drink.glass, iba: drink.iba)
    }
}
