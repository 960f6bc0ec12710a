import Foundation

/// Picks the one cocktail the user meant from what the API returned.
public enum CocktailNameResolver {
    /// By name: the first result named exactly as asked (ignoring case and diacritics) wins,
    /// else a lone result, else the name is ambiguous. By id: the result with that id, else a
    /// lone result.
    public static func resolve(_ query: CocktailQuery, in recipes: [CocktailRecipe]) throws(IngredientsLookupError) -> CocktailRecipe {
        if let exact = recipes.first(where: { matches(query, id: $0.id, name: $0.name) }) {
            return exact
        }
        switch query {
        case .name:
            return try single(of: recipes, orElse: .ambiguousName(candidates: recipes.map(\.name)))
        case .id:
            return try single(of: recipes, orElse: .noSuchCocktail)
        }
    }

    /// Whether a cocktail is exactly the one asked for: the same id, or the same name
    /// ignoring case, diacritics and surrounding whitespace.
    public static func matches(_ query: CocktailQuery, id: Int, name: String) -> Bool {
        switch query {
        case let .name(wanted): comparable(name) == comparable(wanted)
        case let .id(wanted): id == wanted
        }
    }

    private static func single(
        of recipes: [CocktailRecipe], orElse error: IngredientsLookupError
    ) throws(IngredientsLookupError) -> CocktailRecipe {
        guard let first = recipes.first else { throw .noSuchCocktail }
        guard recipes.count == 1 else { throw error }
        return first
    }

    private static func comparable(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
