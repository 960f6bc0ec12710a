import Foundation

/// The makeable query: pure, the drinks and the bar are handed in.
public enum Makeable {
    /// The candidates missing at most `allowedMissing` of their ingredients from the bar, fewest
    /// missing first, then by name ignoring case and diacritics, then by id. An empty bar makes nothing,
    /// and a negative `allowedMissing` allows none.
    public static func find(in candidates: [MakeableCandidate], bar: [BarIngredient], allowedMissing: Int) -> [MakeableDrink] {
        let barKeys = Set(bar.map(\.key))
        guard !barKeys.isEmpty else { return [] }
        let allowedMissing = max(0, allowedMissing)
        // A catalogue spells a few hundred ingredients over and over: each spelling is folded once.
        var keys = IngredientKeys()
        var found: [(drink: MakeableDrink, key: String)] = []
        for candidate in candidates {
            var seen: [String] = []
            var missing: [String] = []
            for name in candidate.ingredientNames {
                guard let key = keys.key(for: name), !seen.contains(key) else { continue }
                seen.append(key)
                if !barKeys.contains(key) { missing.append(name.trimmingCharacters(in: .whitespacesAndNewlines)) }
                if missing.count > allowedMissing { break }
            }
            // A drink with no ingredients would count as made entirely from any bar: a recipe
            // that names nothing to use is not one the bar can make.
            guard !seen.isEmpty, missing.count <= allowedMissing else { continue }
            found.append((MakeableDrink(id: candidate.id, name: candidate.name, missing: missing), BarIngredient.key(for: candidate.name)))
        }
        return
            found
            .sorted { ($0.drink.missing.count, $0.key, $0.drink.id) < ($1.drink.missing.count, $1.key, $1.drink.id) }
            .map(\.drink)
    }
}

/// Each ingredient spelling's key, folded once and remembered; nil for a blank name, which is no ingredient.
private struct IngredientKeys {
    private var keys: [String: String] = [:]

    mutating func key(for name: String) -> String? {
        if let known = keys[name] { return known.isEmpty ? nil : known }
        let key = BarIngredient.key(for: name)
        keys[name] = key
        return key.isEmpty ? nil : key
    }
}
