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
