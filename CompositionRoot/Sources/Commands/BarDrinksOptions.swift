/// The options `makeable` and `shopping` share, which choose what they read: `--favourites`, `--strict`
/// and `--staples`.
protocol BarDrinksOptions {
    var favouritesOnly: Bool { get }
    var strict: Bool { get }
    var staplesOnHand: Bool { get }
}

extension MakeableOptions: BarDrinksOptions {}

extension ShoppingOptions: BarDrinksOptions {}
