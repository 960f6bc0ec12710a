/// How an ingredient goes into a drink, as a knowledge line says it (`Lime: 0%; solid`): what the strength counts.
public enum IngredientPouring: String, Sendable {
    /// Poured: a spirit, a juice, a soda, a syrup.
    case liquid
    /// Never poured: a fruit, a garnish, sugar, an egg, a spice.
    case solid
    /// Put in by the dash or the drop: bitters, hot sauce.
    case seasoning
}
