import CatalogueFeature
import FavouritesFeature

extension Presenter where Screen == RecipeScreen {
    /// The recipe, with the user's rating and note when the drink is a favourite.
    public func map(_ drink: Drink, favourite: Favourite?) -> RecipeViewModel {
        map(drink).keeping(FavouritesPresenter(localizer: localizer, database: database).map(favourite))
    }
}
