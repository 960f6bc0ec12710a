import Measures

/// A drink as the party planner sees it: the composition root maps the catalogue's drinks (and the user's own)
/// to these, with what the bar covers, because features never import each other.
public struct PartyDrink: Sendable, Equatable {
    public let id: Int
    public let name: String
    /// Where the drink comes from: `thecocktaildb`, or `yours`.
    public let source: String
    /// How many the host asked for by name (`negroni=6`); nil to share what the guests drink.
    public let fixedCount: Int?
    public let method: MixingMethod?
    /// Whether ice meets the drink: a Kir's does not, so it takes no ice and its batch no water.
    public let isIced: Bool
    /// In the recipe's order, each for one drink.
    public let ingredients: [PartyIngredient]
    /// One drink's strength, shown beside its count.
    public let strength: StrengthEstimate?

    public init(
        id: Int, name: String, source: String, fixedCount: Int? = nil, method: MixingMethod?, isIced: Bool = true,
        ingredients: [PartyIngredient], strength: StrengthEstimate? = nil
    ) {
        self.id = id
        self.name = name
        self.source = source
        self.fixedCount = fixedCount
        self.method = method
        self.isIced = isIced
        self.ingredients = ingredients
        self.strength = strength
    }
}
