import NameMatching

/// What, in one query's bar, covers each ingredient name by the knowledge: the bar's own items
/// first, then the user's substitutes, then the staples. Each ingredient's answer is worked out
/// once and remembered.
struct KnowledgeCoverage {
    enum Answer: Equatable {
        /// A bar item of the same name.
        case literal
        case covered(Cover)
        case uncovered
    }

    /// Why an ingredient is covered, and what covers it.
    struct Cover: Equatable {
        let reason: IngredientStandIn.Reason
        let from: [String]
    }

    /// Something the bar holds for matching: one of its items, the ingredient a substitute stands
    /// in for, or a staple. `reason` is nil for a bar item, which stands in by what it is.
    private struct Holding {
        let key: String
        let index: Int?
        let from: [String]
        let reason: IngredientStandIn.Reason?
    }

    /// One step of preference: what it holds, and its answers so far. Kept by ingredient index, in
    /// arrays of small values: every answer looks up several, and hashing each index cost more than
    /// the answer.
    private struct Tier {
        let holdings: [Holding]
        let byKey: [String: Holding]
        /// For each ingredient, the position in `holdings` of the one nearest below it that stands in for it.
        let reaching: [Int?]
        /// For each ingredient, its cover once worked out: nil until then.
        var covers: [Cover??]

        init(_ holdings: [Holding], knowledge: IngredientKnowledge) {
            var byKey: [String: Holding] = [:]
            var reaching = [Int?](repeating: nil, count: knowledge.ingredients.count)
            var depths = [Int](repeating: .max, count: knowledge.ingredients.count)
            for (position, holding) in holdings.enumerated() {
                if byKey[holding.key] == nil { byKey[holding.key] = holding }
                guard let index = holding.index else { continue }
                for (depth, ancestor) in knowledge.lineage[index].enumerated() where depth < depths[ancestor] {
                    reaching[ancestor] = position
                    depths[ancestor] = depth
                }
            }
            self.holdings = holdings
            self.byKey = byKey
            self.reaching = reaching
            covers = Array(repeating: nil, count: knowledge.ingredients.count)
        }
    }

    private let knowledge: IngredientKnowledge
    private let barNames: [String: String]
    private var tiers: [Tier]

    init(knowledge: IngredientKnowledge, bar: [BarIngredient], substitutes: [IngredientSubstitute], staplesOnHand: Bool) {
        let items = bar.sorted { ($0.key, $0.name) < ($1.key, $1.name) }.map { item in
            Holding(key: item.key, index: knowledge.index(ofKey: item.key), from: [item.name], reason: nil)
        }
        let staples = staplesOnHand ? Self.staples(of: knowledge) : []
        // What the user has is matched without other substitutes, so substitutes never chain.
        var withoutSubstitutes = KnowledgeCoverage(knowledge: knowledge, bar: bar, tiers: [items, items + staples])
        let stand = Self.substitutes(substitutes, knowledge: knowledge, coveredBy: &withoutSubstitutes)
        var tiers = [items]
        if !stand.isEmpty { tiers.append(items + stand) }
        if !staples.isEmpty { tiers.append(items + stand + staples) }
        self.init(knowledge: knowledge, bar: bar, tiers: tiers)
    }

    private init(knowledge: IngredientKnowledge, bar: [BarIngredient], tiers: [[Holding]]) {
        self.knowledge = knowledge
        var barNames: [String: String] = [:]
        for item in bar where barNames[item.key] == nil { barNames[item.key] = item.name }
        self.barNames = barNames
        self.tiers = tiers.map { Tier($0, knowledge: knowledge) }
    }

    /// How the bar covers the ingredient of this name key.
    mutating func answer(forKey key: String) -> Answer {
        if barNames[key] != nil { return .literal }
        let index = knowledge.index(ofKey: key)
        for tier in tiers.indices {
            if let index {
                if let cover = cover(index, tier: tier) { return .covered(cover) }
            } else if let holding = tiers[tier].byKey[key] {
                return .covered(Cover(reason: holding.reason ?? .synonym, from: holding.from))
            }
        }
        return .uncovered
    }

    /// Brand parents first (nearest first), then the source of a form, then what it is made from.
    private mutating func cover(_ index: Int, tier: Int) -> Cover? {
        if let known = tiers[tier].covers[index] { return known }
        // Marked uncovered while it is worked out: a document with a cycle is refused, but should
        // one get through, the walk stops here rather than go round for ever.
        tiers[tier].covers[index] = .some(nil)
        let lineage = knowledge.plainLineage[index]
        var found: Cover?
        let holdings = tiers[tier].holdings
        let reaching = tiers[tier].reaching
        if let holding = lineage.lazy.compactMap({ reaching[$0].map { holdings[$0] } }).first {
            found = Cover(reason: holding.reason ?? (holding.index == index ? .synonym : .family), from: holding.from)
        }
        for ancestor in lineage where found == nil {
            guard let source = knowledge.ingredients[ancestor].source, let sourceCover = cover(source, tier: tier) else { continue }
            found = Cover(reason: .form, from: sourceCover.from)
        }
        for ancestor in lineage where found == nil && !knowledge.ingredients[ancestor].components.isEmpty {
            var from: [String] = []
            var complete = true
            for component in knowledge.ingredients[ancestor].components {
                guard let componentCover = cover(component, tier: tier) else {
                    complete = false
                    break
                }
                from += componentCover.from.filter { !from.contains($0) }
            }
            if complete { found = Cover(reason: .madeFrom, from: from) }
        }
        tiers[tier].covers[index] = .some(found)
        return found
    }

    /// Whether the ingredient at `index` would be covered with one more bar item, placed at
    /// `added`, that enables no substitute: `cover`'s rules, asking only whether. Shopping asks
    /// this of every purchase it weighs, instead of working out the coverage of each bar with it.
    /// `known` remembers the answers for that one purchase.
    func wouldCover(_ index: Int, adding added: Int?, known: inout [Int: Bool]) -> Bool {
        if let answer = known[index] { return answer }
        // Marked uncovered while it is worked out, as in `cover`.
        known[index] = false
        // Every tier holds the one before it, so the last answers for all of them.
        let reaching = tiers[tiers.count - 1].reaching
        let reached = added.map { knowledge.lineage[$0] } ?? []
        let lineage = knowledge.plainLineage[index]
        let covered =
            lineage.contains { reaching[$0] != nil || reached.contains($0) }
            || lineage.contains { ancestor in
                knowledge.ingredients[ancestor].source.map { wouldCover($0, adding: added, known: &known) } ?? false
            }
            || lineage.contains { ancestor in
                let components = knowledge.ingredients[ancestor].components
                return !components.isEmpty && components.allSatisfy { wouldCover($0, adding: added, known: &known) }
            }
        known[index] = covered
        return covered
    }

    /// Every ingredient that answering for `index` may look at: its brand lineage, and the
    /// sources and components of those, all the way down. A bar item that reaches none of them
    /// cannot change the answer (a substitute it enables aside).
    static func ingredientsConsulted(answering index: Int, in knowledge: IngredientKnowledge) -> Set<Int> {
        var consulted = Set<Int>()
        var pending = [index]
        while let next = pending.popLast() {
            for ancestor in knowledge.plainLineage[next] where consulted.insert(ancestor).inserted {
                let ingredient = knowledge.ingredients[ancestor]
                pending += [ingredient.source].compactMap { $0 } + ingredient.components
            }
        }
        return consulted
    }

    private static func staples(of knowledge: IngredientKnowledge) -> [Holding] {
        knowledge.ingredients.indices.filter { knowledge.ingredients[$0].isStaple }.map { index in
            let staple = knowledge.ingredients[index]
            return Holding(key: staple.key, index: index, from: [staple.name], reason: .staple)
        }
    }

    /// The ingredient each substitute stands in for, held when the bar covers what the user has.
    private static func substitutes(
        _ substitutes: [IngredientSubstitute], knowledge: IngredientKnowledge, coveredBy coverage: inout KnowledgeCoverage
    ) -> [Holding] {
        let pairs = substitutes.compactMap { substitute -> (have: BarIngredient, wanted: BarIngredient)? in
            guard let have = BarIngredient(substitute.have), let wanted = BarIngredient(substitute.wanted) else { return nil }
            return (have, wanted)
        }
        return pairs.sorted { ($0.wanted.key, $0.have.key) < ($1.wanted.key, $1.have.key) }.compactMap { pair in
            let from: [String]
            switch coverage.answer(forKey: pair.have.key) {
            case .literal: from = [coverage.barNames[pair.have.key] ?? pair.have.name]
            case let .covered(cover): from = cover.from
            case .uncovered: return nil
            }
            return Holding(key: pair.wanted.key, index: knowledge.index(ofKey: pair.wanted.key), from: from, reason: .substitute)
        }
    }
}
