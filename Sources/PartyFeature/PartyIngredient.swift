import Measures

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
