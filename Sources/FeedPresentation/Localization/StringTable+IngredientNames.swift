extension StringTable {
    /// TheCocktailDB's ingredient names, keyed by the English name in lower case, as the language writes them.
    public static let ingredientNames = StringTable("IngredientNames")
}
