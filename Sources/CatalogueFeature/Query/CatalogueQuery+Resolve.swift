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
        let candidates: [Element]
        switch query {
        case let .id(wanted):
            candidates = elements.filter { id($0) == wanted }
        case let .name(text):
            // The drink named exactly so wins over whatever else the search would find, so the search, whose
            // containment test is the costly part, is needed only when no name is exact.
            let wanted = NameKey.of(text)
            if !wanted.isEmpty, let exact = elements.first(where: { NameKey.of(name($0)) == wanted }) { return .found(exact) }
            candidates = search(text, in: elements, name: name)
        }
        return query.resolve(among: candidates, id: id, name: name)
    }
}
