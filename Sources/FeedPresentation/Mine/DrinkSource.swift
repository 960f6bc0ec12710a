/// Where a drink comes from, as JSON names it: the user's own (ids below 10000, which TheCocktailDB never uses), or
/// TheCocktailDB's.
public enum DrinkSource: String, Sendable {
    case yours
    case thecocktaildb

    public init(drinkID: Int) {
        self = drinkID < 10000 ? .yours : .thecocktaildb
    }
}
