extension BarIngredient {
    /// The ingredient a user typed, checked by `IngredientNameValidator`, a blank name refused. A name
    /// over the length cap is still accepted when it names one of `saved`, which an older dringo or a
    /// hand edit may have saved, so that what `list` shows can always be removed by what it shows.
    init(typed name: String, saved: [BarIngredient] = []) throws(IngredientNameError) {
        do throws(IngredientNameError) {
            let typed = try IngredientNameValidator.validate(name)
            // The validator refuses a blank name, so there is an ingredient.
            guard let ingredient = BarIngredient(typed) else { throw IngredientNameError(name: name, reason: .empty) }
            self = ingredient
        } catch {
            guard case .tooLong = error.reason, let ingredient = BarIngredient(name), saved.contains(ingredient) else { throw error }
            self = ingredient
        }
    }
}
