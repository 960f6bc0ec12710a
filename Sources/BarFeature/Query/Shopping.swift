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
    /// uses that it does not place. Two that gain the same drinks, where buying one covers every ingredient the
    /// other would, are one purchase, named once.
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
        // Each name folded once, not at each comparison of the sort.
        let ranked = Purchase.namedOnce(purchases.indices.filter { !gains[$0].isEmpty }, in: purchases, gains: gains).map {
            (purchase: $0, key: NameKey.of(purchases[$0].name))
        }.sorted {
            (-gains[$0.purchase].count, $0.key) < (-gains[$1.purchase].count, $1.key)
        }
        return ranked.map { purchase, _ in
            let first = gains[purchase].sorted { (drinkKey($0), candidates[$0].id) < (drinkKey($1), candidates[$1].id) }.prefix(
                max(0, examples))
            return PurchaseSuggestion(
                ingredient: purchases[purchase].name, drinkCount: gains[purchase].count, drinks: first.map { candidates[$0].name })
        }
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
    /// Where the knowledge places it: itself, then the families it belongs to; empty when it does not place it.
    var lineage: [Int] = []

    /// Of `gaining` (purchases that gain drinks), those that are not another's under a second name: of two that gain
    /// the same drinks, where buying one covers every ingredient the other would, only one is named.
    static func namedOnce(_ gaining: [Int], in purchases: [Purchase], gains: [[Int]]) -> [Int] {
        let byGains = Dictionary(grouping: gaining) { gains[$0] }
        return gaining.filter { purchase in
            !(byGains[gains[purchase]] ?? []).contains { other in
                other != purchase
                    && purchases[other].standsFor(
                        purchases[purchase], comesFirstByName: NameKey.of(purchases[other].name) < NameKey.of(purchases[purchase].name))
            }
        }
    }

    /// Whether this, gaining the same drinks as `other`, is the one purchase of the two to name, when buying one of
    /// them covers every ingredient the other would. The family is named, since any of its varieties makes the drinks
    /// (`Orange`, not `Blood Orange`); else the one that covers the other's; else the first by name.
    private func standsFor(_ other: Purchase, comesFirstByName: Bool) -> Bool {
        let (mine, theirs) = (Set(ids), Set(other.ids))
        guard mine.isSuperset(of: theirs) || theirs.isSuperset(of: mine) else { return false }
        if isFamily(of: other) { return true }
        if other.isFamily(of: self) { return false }
        return mine == theirs ? comesFirstByName : mine.isSuperset(of: theirs)
    }

    private func isFamily(of other: Purchase) -> Bool {
        guard let placed = lineage.first else { return false }
        return other.lineage.dropFirst().contains(placed)
    }

    static func all(for uncovered: [Int], matcher: IngredientMatcher, bar: [BarIngredient], matching: IngredientMatching) -> [Purchase] {
        switch matching {
        case .strict:
            uncovered.map { Purchase(name: matcher.firstSpelling(of: $0), ids: [$0]) }
        case let .knowledge(knowledge, substitutes, staplesOnHand):
            withKnowledge(
                for: uncovered, matcher: matcher, knowledge: knowledge,
                coverage: { KnowledgeCoverage(knowledge: knowledge, bar: bar + $0, substitutes: $1, staplesOnHand: staplesOnHand) },
                substitutes: substitutes)
        }
    }

    /// Each purchase is weighed against the bar's own coverage, only on the uncovered ingredients
    /// whose answer can look at what it reaches. A purchase that enables a substitute changes
    /// what the bar holds beyond itself, so the coverage of the bar with it is worked out afresh,
    /// on every uncovered ingredient.
    private static func withKnowledge(
        for uncovered: [Int], matcher: IngredientMatcher, knowledge: IngredientKnowledge,
        coverage: ([BarIngredient], [IngredientSubstitute]) -> KnowledgeCoverage, substitutes: [IngredientSubstitute]
    ) -> [Purchase] {
        var current = coverage([], substitutes)
        var concerned: [Int: [Int]] = [:]
        for id in uncovered {
            guard let index = knowledge.index(ofKey: matcher.keys[id]) else { continue }
            for consulted in KnowledgeCoverage.ingredientsConsulted(answering: index, in: knowledge) {
                concerned[consulted, default: []].append(id)
            }
        }
        // What the substitutes the bar does not enable need; covered without other substitutes
        // (they never chain), one is enabled.
        var withoutSubstitutes = coverage([], [])
        let idleHaves = substitutes.compactMap { BarIngredient($0.have)?.key }.filter {
            withoutSubstitutes.answer(forKey: $0) == .uncovered
        }
        func enablesSubstitute(_ key: String, at index: Int?) -> Bool {
            var known: [Int: Bool] = [:]
            return idleHaves.contains { have in
                have == key || knowledge.index(ofKey: have).map { withoutSubstitutes.wouldCover($0, adding: index, known: &known) } ?? false
            }
        }
        func bought(_ name: String, key: String, at index: Int?) -> Purchase? {
            guard current.answer(forKey: key) == .uncovered else { return nil }
            let ids: [Int]
            if enablesSubstitute(key, at: index), let item = BarIngredient(name) {
                var with = coverage([item], substitutes)
                ids = uncovered.filter { with.answer(forKey: matcher.keys[$0]) != .uncovered }
            } else if let index {
                var known: [Int: Bool] = [:]
                let tried = Set(knowledge.lineage[index].flatMap { concerned[$0] ?? [] }).sorted()
                ids = tried.filter { id in
                    knowledge.index(ofKey: matcher.keys[id]).map { current.wouldCover($0, adding: index, known: &known) } ?? false
                }
            } else {
                ids = uncovered.filter { matcher.keys[$0] == key }
            }
            return ids.isEmpty ? nil : Purchase(name: name, ids: ids, lineage: index.map { knowledge.lineage[$0] } ?? [])
        }
        // A plain brand covers what its generic covers, so only the generic is named.
        let generics = knowledge.ingredients.indices.filter { knowledge.plainLineage[$0].count == 1 }.compactMap {
            bought(knowledge.ingredients[$0].name, key: knowledge.ingredients[$0].key, at: $0)
        }
        // A name the knowledge does not place covers only itself, unless it enables a substitute.
        let unplaced = uncovered.filter { knowledge.index(ofKey: matcher.keys[$0]) == nil }.compactMap { id in
            bought(matcher.firstSpelling(of: id), key: matcher.keys[id], at: nil)
        }
        return generics + unplaced
    }
}
