import Foundation
import IngredientsFeature
import NameMatching
import TestSupport

/// Runs the name resolver on mapped recipes with a random query and says what it got wrong.
enum ResolverCheck {
    /// A query naming one of the recipes in some spelling, by id, or something else entirely.
    static func query(for recipes: [CocktailRecipe], using generator: inout SplitMix64) -> CocktailQuery {
        guard !recipes.isEmpty else { return .name(OddText.any(using: &generator)) }
        let recipe = generator.pick(recipes)
        return switch generator.int(below: 7) {
        case 0: .name(recipe.name)
        case 1: .name(recipe.name.uppercased())
        case 2: .name("  " + recipe.name.folding(options: .diacriticInsensitive, locale: nil) + "\n")
        case 3: .id(recipe.id)
        case 4: .id(generator.pick([0, -1, 11007, Int.max, Int.min]))
        case 5: .name(String(recipe.name.dropLast()))
        default: .name(OddText.any(using: &generator))
        }
    }

    /// The resolver must pick a listed recipe, one that matches when several are listed, and refuse
    /// only when none matches; an ambiguity names every candidate in the source's order.
    static func problems(resolving query: CocktailQuery, in recipes: [CocktailRecipe]) -> [String] {
        let anyMatches = recipes.contains { query.matches(id: $0.id, name: $0.name) }
        do {
            let chosen = try CocktailNameResolver.resolve(query, in: recipes)
            if !recipes.contains(chosen) { return ["resolver picked \(chosen), which is not among the recipes, for \(query)"] }
            if recipes.count > 1, !query.matches(id: chosen.id, name: chosen.name) {
                return ["resolver picked \(chosen.name) among \(recipes.count) recipes for \(query), which it does not match"]
            }
        } catch {
            if anyMatches { return ["resolver threw \(error) for \(query) although a recipe matches it"] }
            if case let .ambiguousName(candidates) = error, candidates != recipes.map({ CocktailCandidate(id: $0.id, name: $0.name) }) {
                return ["resolver named candidates \(candidates), not the recipes' ids and names in order"]
            }
        }
        return []
    }
}
