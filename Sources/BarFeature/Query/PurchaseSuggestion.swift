/// An ingredient worth buying: how many more drinks the bar would make with it, and a few of them.
public struct PurchaseSuggestion: Sendable, Hashable {
    /// In the family's words where the knowledge has them (`Vodka`, not `Absolut Vodka`), else as a drink spells it.
    public let ingredient: String
    /// The drinks it would make that the bar cannot make now: nothing missing once it is bought.
    public let drinkCount: Int
    /// The first few of those drinks, by name.
    public let drinks: [String]

    public init(ingredient: String, drinkCount: Int, drinks: [String]) {
        self.ingredient = ingredient
        self.drinkCount = drinkCount
        self.drinks = drinks
    }
}
