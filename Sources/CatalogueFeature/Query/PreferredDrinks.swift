import NameMatching

/// Drinks that come before the catalogue's, each hiding the catalogue's drinks of its name: the user's own, for one.
/// Their names' keys are made once, so that a merge only keys the catalogue's names.
public struct PreferredDrinks: Sendable {
    public let drinks: [IndexedDrink]
    private let names: Set<String>

    public init(_ drinks: [IndexedDrink]) {
        self.drinks = drinks
        names = Set(drinks.map { NameKey.of($0.name) })
    }

    /// These drinks first, then the catalogue's whose names none of these has.
    public func merged(into catalogue: [IndexedDrink]) -> [IndexedDrink] {
        guard !drinks.isEmpty else { return catalogue }
        return drinks + catalogue.filter { !names.contains(NameKey.of($0.name)) }
    }
}
