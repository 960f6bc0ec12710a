import NameMatching

extension CatalogueQuery {
    /// The drinks whose name contains `text`, ignoring case, diacritics and surrounding whitespace:
    /// a drink named exactly `text` first, then by name in the same folded comparison, drinks of
    /// the same folded name in the catalogue's order. A blank text finds nothing.
    public static func search(_ text: String, in drinks: [Drink]) -> [Drink] {
        search(text, in: drinks, name: \.name)
    }

    /// The same search over the index's entries, which hold all a list of drinks shows.
    public static func search(_ text: String, in drinks: [IndexedDrink]) -> [IndexedDrink] {
        search(text, in: drinks, name: \.name)
    }

    /// The same search over anything with a name, such as the index's entries.
    static func search<Element>(_ text: String, in elements: [Element], name: (Element) -> String) -> [Element] {
        let wanted = NameKey.of(text)
        guard !wanted.isEmpty else { return [] }
        let matches = elements.enumerated().compactMap { offset, element -> (offset: Int, name: String, element: Element)? in
            let folded = NameKey.of(name(element))
            return folded.contains(wanted) ? (offset, folded, element) : nil
        }
        return matches.sorted { first, second in
            let (firstIsExact, secondIsExact) = (first.name == wanted, second.name == wanted)
            if firstIsExact != secondIsExact { return firstIsExact }
            if first.name != second.name { return first.name < second.name }
            return first.offset < second.offset
        }.map(\.element)
    }
}
