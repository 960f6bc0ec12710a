/// One drink's whole recipe as a view shows it. Made by `RecipePresenter.map`, as Essential Feed's view models are
/// made only by their presenters.
public struct RecipeViewModel: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let category: String?
    public let alcoholic: String?
    public let glass: String?
    /// Category, alcoholic and glass on one line, or nil when the drink has none of them.
    public let details: String?
    public let imageURL: String?
    public let ingredients: [IngredientViewModel]
    /// How many drinks the amounts are for.
    public let servings: Int
    public let strength: StrengthViewModel?
    public let instructions: String?
    /// The ISO 639-1 code of the language `instructions` are in, or nil when there are none.
    public let instructionsLanguage: String?
    /// Says that the instructions are in English because the drink has none in the interface's language.
    public let instructionsNote: String?
    /// The user's rating and note when the drink is one of their favourites.
    public let favourite: FavouriteViewModel?
    /// The IBA list the drink is on, nil when on none.
    public let iba: String?
    public let tags: [String]
    /// The IBA list and the tags on one line as text shows them; nil when the drink has neither.
    public let listing: String?

    /// The same recipe, with the user's rating and note.
    public func keeping(_ favourite: FavouriteViewModel?) -> RecipeViewModel {
        RecipeViewModel(
            id: id, name: name, category: category, alcoholic: alcoholic, glass: glass, details: details, imageURL: imageURL,
            ingredients: ingredients, servings: servings, strength: strength, instructions: instructions,
            instructionsLanguage: instructionsLanguage, instructionsNote: instructionsNote, favourite: favourite, iba: iba, tags: tags,
            listing: listing)
    }
}
