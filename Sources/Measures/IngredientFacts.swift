/// What the ingredient knowledge says of one ingredient, for the strength: how strong it is, and how it goes into a
/// drink. Measures knows no ingredient; whoever reads a recipe hands these in.
public struct IngredientFacts: Sendable, Equatable {
    /// Its typical ABV in percent; nil when not known.
    public let abv: Double?
    /// Nil when the knowledge does not place the ingredient: then it is taken as a poured liquid.
    public let kind: IngredientKind?

    public init(abv: Double?, kind: IngredientKind?) {
        self.abv = abv
        self.kind = kind
    }

    public static let unknown = IngredientFacts(abv: nil, kind: nil)
}

/// How an ingredient goes into a drink, which decides whether its volume counts in the strength.
public enum IngredientKind: Sendable, Equatable {
    /// Poured: a spirit, a juice, a soda, a syrup. Without a volume, the drink's ABV cannot be known.
    case liquid
    /// A fruit, a garnish, sugar, an egg, a spice: never poured, never counted. An ounce of it is a weight.
    case solid
    /// Put in by the dash or the drop (bitters, hot sauce): counted when measured, set aside when not.
    case seasoning
}
