/// A cocktail's ingredients as a view shows them.
public struct IngredientsViewModel: Sendable, Equatable {
    public let title: String
    public let cocktailID: Int
    public let cocktailName: String
    public let ingredients: [IngredientViewModel]
    /// How many drinks the amounts are for.
    public let servings: Int
    public let strength: StrengthViewModel?

    public init(
        title: String, cocktailID: Int, cocktailName: String, ingredients: [IngredientViewModel], servings: Int = 1,
        strength: StrengthViewModel? = nil
    ) {
        self.title = title
        self.cocktailID = cocktailID
        self.cocktailName = cocktailName
        self.ingredients = ingredients
        self.servings = servings
        self.strength = strength
    }
}
