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

/// One ingredient of a party's drink.
public struct PartyIngredient: Sendable, Equatable {
    /// As the drink spells it.
    public let name: String
    /// What it is one with, by the ingredient knowledge: two ingredients of one identity are one line.
    public let identity: String
    /// For one drink; nil when the recipe gives none.
    public let measure: Measure?
    /// Its typical ABV in percent, when the knowledge knows it.
    public let abv: Double?
    /// How it goes into a drink, when the knowledge knows: sugar by the teaspoon is a solid, never a bottle to buy.
    public let kind: IngredientKind?
    /// Whether the user's bar covers it, by name or a stand-in.
    public let inBar: Bool

    public init(name: String, identity: String, measure: Measure?, abv: Double?, kind: IngredientKind? = nil, inBar: Bool) {
        self.name = name
        self.identity = identity
        self.measure = measure
        self.abv = abv
        self.kind = kind
        self.inBar = inBar
    }
}
