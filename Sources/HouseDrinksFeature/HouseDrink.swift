/// One of the user's own drinks, kept beside TheCocktailDB's: the same fields a catalogue drink has, and each
/// ingredient's strength when the document it came from gave one.
public struct HouseDrink: Sendable, Hashable {
    /// Below `HouseDrink.largestID`, which TheCocktailDB never uses.
    public let id: Int
    public let recipe: HouseRecipe

    public init(id: Int, recipe: HouseRecipe) {
        self.id = id
        self.recipe = recipe
    }

    public var name: String { recipe.name }

    /// TheCocktailDB's ids start at 11000: every id of the user's is below 10000.
    public static let largestID = 9999
}

/// A drink's recipe as a file gives it, before it has an id.
public struct HouseRecipe: Sendable, Hashable {
    public let name: String
    public let category: String?
    /// TheCocktailDB's words: `Alcoholic`, `Non alcoholic`, `Optional alcohol`.
    public let alcoholic: String?
    public let glass: String?
    public let instructions: String?
    public let iba: String?
    public let tags: [String]
    public let imageURL: String?
    public let ingredients: [HouseIngredient]

    public init(
        name: String, category: String? = nil, alcoholic: String? = nil, glass: String? = nil, instructions: String? = nil,
        iba: String? = nil, tags: [String] = [], imageURL: String? = nil, ingredients: [HouseIngredient]
    ) {
        self.name = name
        self.category = category
        self.alcoholic = alcoholic
        self.glass = glass
        self.instructions = instructions
        self.iba = iba
        self.tags = tags
        self.imageURL = imageURL
        self.ingredients = ingredients
    }
}

/// An ingredient as written: its name, its measure, and its ABV in percent when the document gave one.
public struct HouseIngredient: Sendable, Hashable {
    public let name: String
    public let measure: String?
    public let abv: Double?

    public init(name: String, measure: String?, abv: Double? = nil) {
        self.name = name
        self.measure = measure
        self.abv = abv
    }
}
