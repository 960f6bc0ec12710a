/// A drink the bar can make, or nearly: what it still misses, and what in the bar stands in for
/// the ingredients it does not hold by name.
public struct MatchedDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let missing: [MissingIngredient]
    /// In the drink's order; empty in strict matching.
    public let using: [IngredientStandIn]

    public init(id: Int, name: String, missing: [MissingIngredient], using: [IngredientStandIn]) {
        self.id = id
        self.name = name
        self.missing = missing
        self.using = using
    }
}
