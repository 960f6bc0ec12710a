import Measures

/// How a free-text ingredient line ("1 1/2 oz Gin", "Juice of 1 Lime") is told apart into its measure and its name:
/// the measure reader's `IngredientLine(reading:)` in the program, a simpler reading in the formats' tests.
public struct IngredientLineReading: Sendable {
    public let read: @Sendable (String) -> IngredientLine

    public init(_ read: @escaping @Sendable (String) -> IngredientLine) {
        self.read = read
    }

    /// The measure reader's reading, as `recipe` reads TheCocktailDB's measures.
    public static let measureReader = IngredientLineReading { IngredientLine(reading: $0) }

    /// Every line a name, with no measure: for tests that do not read measures.
    public static let namesOnly = IngredientLineReading { IngredientLine(measure: nil, name: $0) }
}
