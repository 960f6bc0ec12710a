/// How a free-text ingredient line ("1 1/2 oz Gin", "Juice of 1 Lime") is told apart into its measure and its name,
/// as the measure reader reads it; handed in, since a feature knows no other module's reader.
public struct IngredientLineReading: Sendable {
    public struct Line: Sendable, Equatable {
        public let measure: String?
        public let name: String
        /// A measure whose amount is negative, not finite or beyond any glass.
        public let isAbsurd: Bool

        public init(measure: String?, name: String, isAbsurd: Bool = false) {
            self.measure = measure
            self.name = name
            self.isAbsurd = isAbsurd
        }
    }

    public let read: @Sendable (String) -> Line

    public init(_ read: @escaping @Sendable (String) -> Line) {
        self.read = read
    }

    /// Every line a name, with no measure: for tests that do not read measures.
    public static let namesOnly = IngredientLineReading { Line(measure: nil, name: $0) }
}
