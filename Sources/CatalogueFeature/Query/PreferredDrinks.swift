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

    /// These drinks first, then the catalogue's whose names none of these has: gathered in one array, sized once.
    public func merged(into catalogue: [IndexedDrink]) -> [IndexedDrink] {
        guard !drinks.isEmpty else { return catalogue }
        var merged: [IndexedDrink] = []
        merged.reserveCapacity(drinks.count + catalogue.count)
        merged.append(contentsOf: drinks)
        for drink in catalogue where !names.contains(NameKey.of(drink.name)) {
            merged.append(drink)
        }
        return merged
    }
}
