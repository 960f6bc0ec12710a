import Foundation

/// One drink of the catalogue, with its whole recipe.
public struct Drink: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let category: String?
    public let alcoholic: String?
    public let glass: String?
    /// The instructions in English, the API's own language.
    public let instructions: String?
    /// The instructions in the other languages the API has them in; a missing language has none.
    public let translatedInstructions: [InstructionsLanguage: String]
    /// In slot order.
    public let ingredients: [DrinkIngredient]
    /// The image URL as text, as `CocktailItem` keeps it: a whole catalogue would otherwise hold
    /// one costly Foundation `URL` per drink.
    public let imageURLText: String?
    /// The IBA list the drink is on (`Unforgettables`, `Contemporary Classics`, `New Era Drinks`), nil when on none.
    public let iba: String?
    /// TheCocktailDB's tags, in its order.
    public let tags: [String]

    public init(
        id: Int,
        name: String,
        category: String? = nil,
        alcoholic: String? = nil,
        glass: String? = nil,
        instructions: String? = nil,
        translatedInstructions: [InstructionsLanguage: String] = [:],
        ingredients: [DrinkIngredient] = [],
        imageURLText: String? = nil,
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

    /// The image URL, made from its text when asked for.
    public var imageURL: URL? {
        imageURLText.flatMap { URL(string: $0) }
    }
}
