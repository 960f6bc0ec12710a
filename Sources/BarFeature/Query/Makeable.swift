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
                guard let (key, trimmed) = keys.ingredient(named: name), !seen.contains(key) else { continue }
                seen.append(key)
                if !barKeys.contains(key) { missing.append(trimmed) }
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

/// Each ingredient spelling's key and trimmed name, worked out once and remembered; nil for a blank
/// name, which is no ingredient.
private struct IngredientKeys {
    private var known: [String: (key: String, trimmed: String)] = [:]

    mutating func ingredient(named name: String) -> (key: String, trimmed: String)? {
        if let ingredient = known[name] { return ingredient.key.isEmpty ? nil : ingredient }
        let ingredient = (key: IngredientKey.of(name), trimmed: IngredientKey.trimmed(name))
        known[name] = ingredient
        return ingredient.key.isEmpty ? nil : ingredient
    }
}
