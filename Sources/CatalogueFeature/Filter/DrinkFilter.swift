/// What `search` and `random` keep of the catalogue: every condition given must hold. Kinds compare as names
/// do, ignoring case, diacritics and surrounding whitespace, so `Collins Glass` and `Collins glass` are one glass.
public struct DrinkFilter: Sendable {
    /// Part of the name, as `CatalogueQuery.search` finds it; nil for any name.
    public let text: String?
    /// Each must find one of the drink's ingredients.
    public let ingredients: [IngredientCondition]
    public let category: String?
    public let glass: String?
    public let alcohol: AlcoholContent?
    /// Only the drinks on an IBA list.
    public let ibaOnly: Bool

    public init(
        text: String? = nil, ingredients: [IngredientCondition] = [], category: String? = nil, glass: String? = nil,
        alcohol: AlcoholContent? = nil, ibaOnly: Bool = false
    ) {
        self.text = text
        self.ingredients = ingredients
        self.category = category
        self.glass = glass
        self.alcohol = alcohol
        self.ibaOnly = ibaOnly
    }
}

/// One `--ingredient`: which of the names recipes use it finds.
public struct IngredientCondition: Sendable {
    /// What the user typed, to name it back.
    public let typed: String
    public let finds: @Sendable (String) -> Bool

    public init(typed: String, finds: @escaping @Sendable (String) -> Bool) {
        self.typed = typed
        self.finds = finds
    }
}
