/// A drink as the cache keeps it, separate from the domain model so either can change alone.
public struct LocalDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let category: String?
    public let alcoholic: String?
    public let glass: String?
    public let instructions: String?
    /// Keyed by ISO 639-1 code (`it`, `de`, `es`, `fr`).
    public let translatedInstructions: [String: String]
    public let ingredients: [LocalDrinkIngredient]
    public let imageURLText: String?
    public let iba: String?
    public let tags: [String]

    public init(
        id: Int,
        name: String,
        category: String?,
        alcoholic: String?,
        glass: String?,
        instructions: String?,
        translatedInstructions: [String: String],
        ingredients: [LocalDrinkIngredient],
        imageURLText: String?,
        iba: String? = nil,
        tags: [String] = []
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.alcoholic = alcoholic
        self.glass = glass
        self.instructions = instructions
        self.translatedInstructions = translatedInstructions
        self.ingredients = ingredients
        self.imageURLText = imageURLText
        self.iba = iba
        self.tags = tags
    }
}
