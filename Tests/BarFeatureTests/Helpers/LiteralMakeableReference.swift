import BarFeature
import Foundation

/// The literal makeable query written as plainly as possible, with Foundation's trimming and
/// folding: the reference the fast query is held to. Each name is folded once, when the
/// reference is made, so that many bars can be asked cheaply.
struct LiteralMakeableReference {
    private struct Ingredient {
        let key: String
        let trimmed: String
    }

    private let candidates: [(candidate: MakeableCandidate, key: String, ingredients: [Ingredient])]

    init(_ candidates: [MakeableCandidate]) {
        self.candidates = candidates.map { candidate in
            let ingredients = candidate.ingredientNames.map {
                Ingredient(key: Self.key($0), trimmed: $0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            return (candidate, Self.key(candidate.name), ingredients)
        }
    }

    func find(bar: [String], allowedMissing: Int) -> [PlainDrink] {
        let barKeys = Set(bar.map(Self.key)).subtracting([""])
        guard !barKeys.isEmpty else { return [] }
        let found = candidates.compactMap { entry -> (drink: PlainDrink, key: String)? in
            var seen: [String] = []
            var missing: [String] = []
            for ingredient in entry.ingredients where !ingredient.key.isEmpty && !seen.contains(ingredient.key) {
                seen.append(ingredient.key)
                if !barKeys.contains(ingredient.key) { missing.append(ingredient.trimmed) }
            }
            guard !seen.isEmpty, missing.count <= max(0, allowedMissing) else { return nil }
            return (PlainDrink(id: entry.candidate.id, name: entry.candidate.name, missing: missing), entry.key)
        }
        return found.sorted { ($0.drink.missing.count, $0.key, $0.drink.id) < ($1.drink.missing.count, $1.key, $1.drink.id) }.map(\.drink)
    }

    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
