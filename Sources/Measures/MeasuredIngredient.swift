/// One ingredient of a recipe, with what was read from its measure.
public struct MeasuredIngredient: Sendable, Equatable {
    public let name: String
    /// Nil when the recipe gives no measure, or a blank one.
    public let measure: Measure?

    public init(name: String, measure: Measure?) {
        self.name = name
        self.measure = measure
    }
}
