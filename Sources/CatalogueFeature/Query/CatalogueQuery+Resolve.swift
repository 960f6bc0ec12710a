import NameMatching

extension CatalogueQuery {
    /// The drink `query` means, as every lookup resolves one: by id, the drink with that id; by name,
    /// among what `search` finds, the drink named exactly so, else the one found, else ambiguous among
    /// what it finds, else not found.
    public static func resolve(_ query: CocktailQuery, in drinks: [Drink]) -> DrinkResolution {
        let candidates =
            switch query {
            case let .id(id): drinks.filter { $0.id == id }
            case let .name(name): search(name, in: drinks)
            }
        return query.resolve(among: candidates, id: \.id, name: \.name)
    }
}
