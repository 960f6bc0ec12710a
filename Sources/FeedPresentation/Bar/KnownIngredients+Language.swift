import BarFeature

extension KnownIngredients {
    /// "Did you mean" for a name typed in `localizer`'s language: the known ingredient nearest as that language names
    /// it, else the one nearest in TheCocktailDB's English. Either is TheCocktailDB's name, which the message shows
    /// in the language.
    public func suggestion(for ingredient: BarIngredient, in localizer: Localizer) -> String? {
        guard localizer.language != .english else { return suggestion(for: ingredient) }
        let named = IngredientNaming(localizer)
        return suggestion(for: ingredient, spelledAs: named.callAsFunction) ?? suggestion(for: ingredient)
    }
}
