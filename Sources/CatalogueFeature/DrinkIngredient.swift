/// One ingredient of a drink's recipe, with its measure when the recipe gives one.
public struct DrinkIngredient: Sendable, Hashable {
    public let name: String
    public let measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }
}
