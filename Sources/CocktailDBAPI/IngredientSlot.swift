/// One filled ingredient slot of a drink: the ingredient's name and, when the recipe gives one, its measure.
public struct IngredientSlot: Sendable, Hashable {
    public let name: String
    public let measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }
}
