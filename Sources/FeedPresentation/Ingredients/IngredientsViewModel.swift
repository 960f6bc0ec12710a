/// A cocktail's ingredients as a view shows them. Made by `IngredientsPresenter.map`, as Essential Feed's view models
/// are made only by their presenters.
public struct IngredientsViewModel: Sendable, Equatable {
    public let title: String
    public let cocktailID: Int
    public let cocktailName: String
    public let ingredients: [IngredientViewModel]
    /// How many drinks the amounts are for.
    public let servings: Int
    public let strength: StrengthViewModel?
}
