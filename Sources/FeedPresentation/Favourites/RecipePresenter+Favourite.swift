import CatalogueFeature
import FavouritesFeature
import Measures

extension Presenter where Screen == RecipeScreen {
    /// The recipe, with the user's rating and note when the drink is a favourite.
    public func map(_ drink: Drink, amounts: RecipeAmounts, unit: VolumeUnit?, favourite: Favourite?) -> RecipeViewModel {
        map(drink, amounts: amounts, unit: unit).keeping(FavouritesPresenter(localizer: localizer, database: database).map(favourite))
    }
}
