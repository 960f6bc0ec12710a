import NameMatching

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
        var buyersByID = [[Int]](repeating: [], count: matcher.keys.count)
        for (purchase, covered) in purchases.enumerated() {
            for id in covered.ids { buyersByID[id].append(purchase) }
        }
        var gains = [[Int]](repeating: [], count: purchases.count)
        for (drink, range) in needs.drinks {
            var buyers = buyersByID[needs.ids[range.lowerBound]]
            for id in needs.ids[range].dropFirst() where !buyers.isEmpty {
                buyers = buyers.filter(buyersByID[id].contains)
            }
            for purchase in buyers { gains[purchase].append(drink) }
        }
        var drinkKeys = [String?](repeating: nil, count: candidates.count)
        func drinkKey(_ drink: Int) -> String {
            if let key = drinkKeys[drink] { return key }
            let key = NameKey.of(candidates[drink].name)
            drinkKeys[drink] = key
            return key
        }
        let suggestions = purchases.indices.filter { !gains[$0].isEmpty }.map { purchase in
            let first = gains[purchase].sorted { (drinkKey($0), candidates[$0].id) < (drinkKey($1), candidates[$1].id) }.prefix(
                max(0, examples))
            return PurchaseSuggestion(
                ingredient: purchases[purchase].name, drinkCount: gains[purchase].count, drinks: first.map { candidates[$0].name })
        }
        return suggestions.sorted { (-$0.drinkCount, NameKey.of($0.ingredient)) < (-$1.drinkCount, NameKey.of($1.ingredient)) }
    }
}

/// What each drink still misses from the bar, by ingredient id, and every id some drink misses.
private struct Needs {
    /// Each drink that misses something, and where its missing ids lie in `ids`.
    private(set) var drinks: [(drink: Int, range: Range<Int>)] = []
    private(set) var ids: [Int] = []
    private(set) var uncovered: [Int] = []

    init(_ candidates: [MakeableCandidate], matcher: inout IngredientMatcher) {
        var isUncovered: [Bool] = []
        var seen: [Int] = []
        for (drink, candidate) in candidates.enumerated() {
            seen.removeAll(keepingCapacity: true)
            let start = ids.count
            for name in candidate.ingredientNames {
                guard let spelling = matcher.spelling(of: name), !seen.contains(spelling.id) else { continue }
                seen.append(spelling.id)
                guard case .missing = matcher.answers[spelling.id] else { continue }
                ids.append(spelling.id)
                if isUncovered.count <= spelling.id { isUncovered += repeatElement(false, count: spelling.id + 1 - isUncovered.count) }
                if !isUncovered[spelling.id] {
                    isUncovered[spelling.id] = true
                    uncovered.append(spelling.id)
                }
            }
            if ids.count > start { drinks.append((drink, start..<ids.count)) }
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
            uncovered.map { Purchase(name: matcher.firstSpelling(of: $0), ids: [$0]) }
        case let .knowledge(knowledge, substitutes, staplesOnHand):
            withKnowledge(
                for: uncovered, matcher: matcher,
                coverage: {
                    KnowledgeCoverage(knowledge: knowledge, bar: bar + $0, substitutes: substitutes, staplesOnHand: staplesOnHand)
                },
                knowledge: knowledge, haves: substitutes.compactMap { BarIngredient($0.have)?.key })
        }
    }

    /// Each purchase is tried with the bar, and only on the uncovered ingredients whose answer can
    /// look at what it reaches, unless it enables a substitute.
    private static func withKnowledge(
        for uncovered: [Int], matcher: IngredientMatcher, coverage: ([BarIngredient]) -> KnowledgeCoverage, knowledge: IngredientKnowledge,
        haves: [String]
    ) -> [Purchase] {
        var current = coverage([])
        var concerned: [Int: [Int]] = [:]
        for id in uncovered {
            guard let index = knowledge.index(ofKey: matcher.keys[id]) else { continue }
            for consulted in KnowledgeCoverage.ingredientsConsulted(answering: index, in: knowledge) {
                concerned[consulted, default: []].append(id)
            }
        }
        let missingHaves = Set(haves.filter { current.answer(forKey: $0) == .uncovered })
        func bought(_ name: String) -> Purchase? {
            guard let item = BarIngredient(name), current.answer(forKey: item.key) == .uncovered else { return nil }
            var with = coverage([item])
            let tried: [Int]
            if missingHaves.contains(where: { with.answer(forKey: $0) != .uncovered }) {
                tried = uncovered
            } else {
                let reached = knowledge.index(ofKey: item.key).map { knowledge.lineage[$0] } ?? []
                tried = Set(reached.flatMap { concerned[$0] ?? [] }).sorted()
            }
            let ids = tried.filter { with.answer(forKey: matcher.keys[$0]) != .uncovered }
            return ids.isEmpty ? nil : Purchase(name: name, ids: ids)
        }
        // A plain brand covers what its generic covers, so only the generic is named.
        let generics = knowledge.ingredients.indices.filter { knowledge.plainLineage[$0].count == 1 }.compactMap {
            bought(knowledge.ingredients[$0].name)
        }
        // A name the knowledge does not place covers only itself, unless it enables a substitute.
        let unplaced = uncovered.filter { knowledge.index(ofKey: matcher.keys[$0]) == nil }.compactMap { id in
            let name = matcher.firstSpelling(of: id)
            return missingHaves.contains(matcher.keys[id]) ? bought(name) : Purchase(name: name, ids: [id])
        }
        return generics + unplaced
    }
}
