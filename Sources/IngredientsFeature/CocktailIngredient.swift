/// One ingredient of a cocktail, with its measure when the recipe gives one.
public struct CocktailIngredient: Sendable, Hashable {
    public let name: String
    public let measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }
}
