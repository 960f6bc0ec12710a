/// What to buy next: pure, the drinks and the bar are handed in.
public enum Shopping {
    /// Every ingredient the bar does not cover that would make at least one more drink, nothing
    /// missing once bought, with how many and the first `examples` of them by name (ignoring case
    /// and diacritics, then by id). Ranked by that count, then by name ignoring case and
    /// diacritics, which no two purchases share.
    ///
    /// With the knowledge, what one could buy is every ingredient it places, named in the family's
    /// words (buying `Vodka` covers every plain vodka brand a recipe names), and every name a drink
    /// uses that it does not place.
    public static func suggestions(
        in candidates: [MakeableCandidate], bar: [BarIngredient], matching: IngredientMatching, examples: Int = 3
    ) -> [PurchaseSuggestion] {
        var matcher = IngredientMatcher(bar: bar, matching: matching)
        let needs = Needs(candidates, matcher: &matcher)
        let purchases = Purchase.all(for: needs.uncovered, matcher: matcher, bar: bar, matching: matching)
        var coverers = [[Int]](repeating: [], count: matcher.keys.count)
        for (purchase, covered) in purchases.enumerated() {
            for id in covered.ids { coverers[id].append(purchase) }
        }
        var gains = [[Int]](repeating: [], count: purchases.count)
        for (drink, missing) in needs.missingByDrink {
            var buyers = coverers[missing[0]]
            for id in missing.dropFirst() where !buyers.isEmpty {
                buyers = buyers.filter(coverers[id].contains)
            }
            for purchase in buyers { gains[purchase].append(drink) }
        }
        var drinkKeys = [String?](repeating: nil, count: candidates.count)
        func drinkKey(_ drink: Int) -> String {
            if let key = drinkKeys[drink] { return key }
            let key = IngredientKey.of(candidates[drink].name)
            drinkKeys[drink] = key
            return key
        }
        let suggestions = purchases.indices.filter { !gains[$0].isEmpty }.map { purchase in
            let first = gains[purchase].sorted { (drinkKey($0), candidates[$0].id) < (drinkKey($1), candidates[$1].id) }.prefix(
                max(0, examples))
            return PurchaseSuggestion(
                ingredient: purchases[purchase].name, drinkCount: gains[purchase].count, drinks: first.map { candidates[$0].name })
        }
        return suggestions.sorted { (-$0.drinkCount, IngredientKey.of($0.ingredient)) < (-$1.drinkCount, IngredientKey.of($1.ingredient)) }
    }
}

/// What each drink still misses from the bar, by ingredient id, and every id some drink misses.
private struct Needs {
    var missingByDrink: [(drink: Int, missing: [Int])] = []
    var uncovered: [Int] = []

    init(_ candidates: [MakeableCandidate], matcher: inout IngredientMatcher) {
        var isUncovered: [Bool] = []
        for (drink, candidate) in candidates.enumerated() {
            var seen: [Int] = []
            var missing: [Int] = []
            for name in candidate.ingredientNames {
                guard let spelling = matcher.spelling(of: name), !seen.contains(spelling.id) else { continue }
                seen.append(spelling.id)
                guard case .missing = matcher.answers[spelling.id] else { continue }
                missing.append(spelling.id)
                while isUncovered.count <= spelling.id { isUncovered.append(false) }
                if !isUncovered[spelling.id] {
                    isUncovered[spelling.id] = true
                    uncovered.append(spelling.id)
                }
            }
            if !missing.isEmpty { missingByDrink.append((drink, missing)) }
        }
    }
}

/// Something one could buy, and the ids of the uncovered ingredients the bar would cover with it.
private struct Purchase {
    let name: String
    let ids: [Int]

    static func all(for uncovered: [Int], matcher: IngredientMatcher, bar: [BarIngredient], matching: IngredientMatching) -> [Purchase] {
        switch matching {
        case .strict:
            return uncovered.map { id in Purchase(name: matcher.firstSpelling(of: id), ids: [id]) }
        case let .knowledge(knowledge, substitutes, staplesOnHand):
            var current = KnowledgeCoverage(knowledge: knowledge, bar: bar, substitutes: substitutes, staplesOnHand: staplesOnHand)
            // A plain brand covers what its generic covers, so only the generic is named.
            let placed = knowledge.ingredients.indices.filter { knowledge.plainLineage[$0].count == 1 }.map {
                knowledge.ingredients[$0].name
            }
            let unplaced = uncovered.filter { knowledge.index(ofKey: matcher.keys[$0]) == nil }.map(matcher.firstSpelling(of:))
            return (placed + unplaced).compactMap { name in
                guard let item = BarIngredient(name), current.answer(forKey: item.key) == .uncovered else { return nil }
                var with = KnowledgeCoverage(
                    knowledge: knowledge, bar: bar + [item], substitutes: substitutes, staplesOnHand: staplesOnHand)
                let ids = uncovered.filter { with.answer(forKey: matcher.keys[$0]) != .uncovered }
                return ids.isEmpty ? nil : Purchase(name: name, ids: ids)
            }
        }
    }
}
