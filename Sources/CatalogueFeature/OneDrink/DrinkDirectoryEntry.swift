import NameMatching

/// What a question about one drink reads of each index entry: enough to resolve a name or an id, and to tell
/// that the drink read alone is the one the entry describes.
public typealias DrinkDirectoryEntry = CocktailCandidate

extension CocktailCandidate {
    public init(_ drink: LocalDrink) {
        self.init(id: drink.id, name: drink.name)
    }
}
