extension CatalogueQuery {
    /// One drink picked uniformly from `generator`, or nil from an empty catalogue.
    public static func random(in drinks: [Drink], using generator: inout some RandomNumberGenerator) -> Drink? {
        drinks.randomElement(using: &generator)
    }
}
