import NameMatching

extension CatalogueQuery {
    /// The entries `filter` keeps: with a text, in the order `search` gives; without, by name in the same folded
    /// comparison, entries of the same folded name in the catalogue's order.
    public static func filter(_ drinks: [IndexedDrink], by filter: DrinkFilter) -> [IndexedDrink] {
        Self.filter(drinks, by: filter, entry: { $0 })
    }

    /// The drinks `filter` keeps, in the same order.
    public static func filter(_ drinks: [Drink], by filter: DrinkFilter) -> [Drink] {
        Self.filter(drinks, by: filter, entry: IndexedDrink.init)
    }

    /// The same filter over anything with an entry, such as the saved index's own entries.
    static func filter<Element>(_ elements: [Element], by filter: DrinkFilter, entry: (Element) -> IndexedDrink) -> [Element] {
        let matcher = DrinkMatcher(filter)
        let kept = elements.filter { matcher.keeps(entry($0)) }
        if let text = filter.text { return search(text, in: kept, name: { entry($0).name }) }
        return kept.enumerated().map { (offset: $0.offset, name: NameKey.of(entry($0.element).name), element: $0.element) }
            .sorted { $0.name != $1.name ? $0.name < $1.name : $0.offset < $1.offset }
            .map(\.element)
    }
}

/// The filter's conditions with their texts folded once, asked of each drink.
struct DrinkMatcher: Sendable {
    private let filter: DrinkFilter
    private let textKey: String?
    private let categoryKey: String?
    private let glassKey: String?

    init(_ filter: DrinkFilter) {
        self.filter = filter
        textKey = filter.text.map(NameKey.of)
        categoryKey = filter.category.map(NameKey.of)
        glassKey = filter.glass.map(NameKey.of)
    }

    /// The cheap conditions first: most drinks fail one of them before their ingredients are looked at.
    func keeps(_ drink: IndexedDrink) -> Bool {
        if filter.ibaOnly, drink.iba == nil { return false }
        if let alcohol = filter.alcohol, !alcohol.isSaid(by: drink.alcoholic) { return false }
        if let categoryKey, drink.category.map(NameKey.of) != categoryKey { return false }
        if let glassKey, drink.glass.map(NameKey.of) != glassKey { return false }
        if let textKey, textKey.isEmpty || !NameKey.of(drink.name).contains(textKey) { return false }
        return filter.ingredients.allSatisfy { condition in drink.ingredientNames.contains(where: condition.finds) }
    }
}
