import Foundation

/// Picks the one cocktail the user meant from what the API returned.
public enum CocktailNameResolver {
    /// By name: the first result named exactly as asked (ignoring case and diacritics) wins,
    /// else a lone result, else the name is ambiguous. By id: the result with that id, else a
    /// lone result.
    public static func resolve(_ query: CocktailQuery, in recipes: [CocktailRecipe]) throws(IngredientsLookupError) -> CocktailRecipe {
        switch query {
        case let .name(name):
            let wanted = comparable(name)
            if let exact = recipes.first(where: { comparable($0.name) == wanted }) {
                return exact
            }
            return try single(of: recipes, orElse: .ambiguousName(candidates: recipes.map(\.name)))
        case let .id(id):
            if let exact = recipes.first(where: { $0.id == id }) {
                return exact
            }
            return try single(of: recipes, orElse: .noSuchCocktail)
        }
    }

    private static func single(of recipes: [CocktailRecipe], orElse error: IngredientsLookupError) throws(IngredientsLookupError) -> CocktailRecipe {
        guard let first = recipes.first else { throw .noSuchCocktail }
        guard recipes.count == 1 else { throw error }
        return first
    }

    private static func comparable(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
