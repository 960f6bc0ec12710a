/// One of the user's own drinks, kept beside TheCocktailDB's: the same fields a catalogue drink has, and each
/// ingredient's strength when the document it came from gave one.
public struct HouseDrink: Sendable, Hashable {
    /// Below `HouseDrink.largestID`, which TheCocktailDB never uses.
    public let id: Int
    public let recipe: HouseRecipe

    public init(id: Int, recipe: HouseRecipe) {
        self.id = id
        self.recipe = recipe
    }

    public var name: String { recipe.name }

    /// TheCocktailDB's ids start at 11000: every id of the user's is below 10000.
    public static let largestID = 9999
}
