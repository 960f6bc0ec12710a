import NameMatching

extension CatalogueQuery {
    /// The drink `query` means, as every lookup resolves one: by id, the drink with that id; by name,
    /// among what `search` finds, the drink named exactly so, else the one found, else ambiguous among
    /// what it finds, else not found.
    public static func resolve(_ query: CocktailQuery, in drinks: [Drink]) -> DrinkResolution {
        resolve(query, in: drinks, id: \.id, name: \.name)
    }

    /// The same resolution over anything with an id and a name, such as the index's entries.
    static func resolve<Element>(
        _ query: CocktailQuery, in elements: [Element], id: (Element) -> Int, name: (Element) -> String
    ) -> NameResolution<Element> {
        let candidates =
            switch query {
            case let .id(wanted): elements.filter { id($0) == wanted }
            case let .name(text): search(text, in: elements, name: name)
            }
        return query.resolve(among: candidates, id: id, name: name)
    }
}
