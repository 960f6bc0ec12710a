extension StringTable {
    /// What an ingredient a recipe counts is called after a number above one ("2 Limetten"), keyed by TheCocktailDB's
    /// English name in lower case.
    public static let ingredientPlurals = StringTable("IngredientPlurals")
}
