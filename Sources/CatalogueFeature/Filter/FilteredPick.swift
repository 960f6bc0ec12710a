/// A drink picked at random among those a filter keeps, or word that it kept none.
public enum FilteredPick: Sendable, Equatable {
    case picked(Drink)
    case noneMatched
}

extension CatalogueQuery {
    /// One drink picked uniformly from `generator` among those `filter` keeps.
    public static func random(
        in drinks: [Drink], matching filter: DrinkFilter, using generator: inout some RandomNumberGenerator
    )
        -> FilteredPick
    {
        Self.filter(drinks, by: filter).randomElement(using: &generator).map(FilteredPick.picked) ?? .noneMatched
    }
}
