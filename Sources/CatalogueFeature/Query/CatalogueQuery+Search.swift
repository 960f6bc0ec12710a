import NameMatching

extension CatalogueQuery {
    /// The drinks whose name contains `text`, ignoring case, diacritics and surrounding whitespace:
    /// a drink named exactly `text` first, then by name in the same folded comparison, drinks of
    /// the same folded name in the catalogue's order. A blank text finds nothing.
    public static func search(_ text: String, in drinks: [Drink]) -> [Drink] {
        let wanted = NameKey.of(text)
        guard !wanted.isEmpty else { return [] }
        let matches = drinks.enumerated().compactMap { offset, drink -> (offset: Int, name: String, drink: Drink)? in
            let name = NameKey.of(drink.name)
            return name.contains(wanted) ? (offset, name, drink) : nil
        }
        return matches.sorted { first, second in
            let (firstIsExact, secondIsExact) = (first.name == wanted, second.name == wanted)
            if firstIsExact != secondIsExact { return firstIsExact }
            if first.name != second.name { return first.name < second.name }
            return first.offset < second.offset
        }.map(\.drink)
    }
}
