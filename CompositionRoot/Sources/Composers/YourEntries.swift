import CatalogueFeature
import NameMatching

/// The user's drinks as the index's entries, and the keys of their names, which hide the catalogue's drinks of the
/// same names.
struct YourEntries: Sendable {
    let drinks: [IndexedDrink]
    private let names: Set<String>

    init(_ drinks: [IndexedDrink]) {
        self.drinks = drinks
        names = Set(drinks.map { NameKey.of($0.name) })
    }

    /// The user's drinks first, then the catalogue's whose names none of theirs has.
    func merged(into catalogue: [IndexedDrink]) -> [IndexedDrink] {
        guard !drinks.isEmpty else { return catalogue }
        return drinks + catalogue.filter { !names.contains(NameKey.of($0.name)) }
    }
}
