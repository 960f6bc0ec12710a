import NameMatching

/// The makeable query: pure, the drinks and the bar are handed in.
public enum Makeable {
    /// The candidates missing at most `allowedMissing` of their ingredients from the bar, matched as
    /// `matching` says (literally when `.strict`), fewest missing first, then by name ignoring case
    /// and diacritics, then by id. Each names what it misses, as the drink spells it (with the family's
    /// words where the knowledge has them), and what stands in for what the bar does not hold by name.
    /// An empty bar makes nothing, and a negative `allowedMissing` allows none.
    public static func find(
        in candidates: [MakeableCandidate], bar: [BarIngredient], allowedMissing: Int, matching: IngredientMatching
    ) -> [MatchedDrink] {
        guard !bar.isEmpty else { return [] }
        let allowedMissing = max(0, allowedMissing)
        var matcher = IngredientMatcher(bar: bar, matching: matching)
        var found: [(drink: MatchedDrink, key: String)] = []
        var seen: [Int] = []
        var missing: [IngredientMatcher.Spelling] = []
        var using: [IngredientMatcher.Spelling] = []
        for candidate in candidates {
            seen.removeAll(keepingCapacity: true)
            missing.removeAll(keepingCapacity: true)
            using.removeAll(keepingCapacity: true)
            for name in candidate.ingredientNames {
                guard let spelling = matcher.spelling(of: name), !seen.contains(spelling.id) else { continue }
                seen.append(spelling.id)
                switch matcher.answers[spelling.id] {
                case .literal: break
                case .standIn: using.append(spelling)
                case .missing: missing.append(spelling)
                }
                if missing.count > allowedMissing { break }
            }
            // A drink with no ingredients would count as made entirely from any bar: a recipe
            // that names nothing to use is not one the bar can make.
            guard !seen.isEmpty, missing.count <= allowedMissing else { continue }
            let drink = MatchedDrink(
                id: candidate.id,
                name: candidate.name,
                missing: missing.map { MissingIngredient(name: $0.name, family: matcher.family(of: $0)) },
                using: using.compactMap { matcher.standIn(for: $0) }
            )
            found.append((drink, NameKey.of(candidate.name)))
        }
        return
            found
            .sorted { ($0.drink.missing.count, $0.key, $0.drink.id) < ($1.drink.missing.count, $1.key, $1.drink.id) }
            .map(\.drink)
    }
}
