import CatalogueFeature
import FavouritesFeature
import Measures

/// What a recipe screen is made from: the drink, its amounts and strength for the servings asked, and the
/// user's favourite when the drink is one.
struct ServedRecipe: Sendable {
    let drink: Drink
    let amounts: RecipeAmounts
    let favourite: Favourite?
}
