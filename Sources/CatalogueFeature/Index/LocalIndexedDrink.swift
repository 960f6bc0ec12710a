/// A drink as the saved catalogue's index keeps it: the domain's entry, which holds nothing the cache must not.
public typealias LocalIndexedDrink = IndexedDrink

extension IndexedDrink {
    /// The saved drink's entry in the index: the index is always made from the drinks this way.
    public init(_ drink: LocalDrink) {
        self.init(
            id: drink.id, name: drink.name, ingredientNames: drink.ingredients.map(\.name), category: drink.category,
            alcoholic: drink.alcoholic, glass: drink.glass, iba: drink.iba)
    }
}
