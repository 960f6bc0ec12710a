import NameMatching

/// Picks the one cocktail the user meant from what the API returned, as every lookup resolves a name.
public enum CocktailNameResolver {
    /// By name: the first result named exactly as asked (ignoring case and diacritics) wins,
    /// else a lone result, else the name is ambiguous. By id: the result with that id, else a
    /// lone result.
    public static func resolve(_ query: CocktailQuery, in recipes: [CocktailRecipe]) throws(CocktailLookupError) -> CocktailRecipe {
        try query.resolve(among: recipes, id: \.id, name: \.name).one(id: \.id, name: \.name)
    }
}
