/// A recipe's ingredient as the cache keeps it.
public struct LocalDrinkIngredient: Sendable, Hashable {
    public let name: String
    public let measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }
}
