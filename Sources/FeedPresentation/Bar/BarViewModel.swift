/// The bar as a view shows it: its ingredients, sorted, and a note for stderr when it is empty.
public struct BarViewModel: Sendable, Equatable {
    public let ingredients: [String]
    /// Says how to add ingredients when there are none, so that stdout stays an empty list.
    public let note: String?

    public init(ingredients: [String], note: String?) {
        self.ingredients = ingredients
        self.note = note
    }
}
