import NameMatching

/// One query's answer for each ingredient spelling its drinks use. A catalogue spells a few hundred
/// ingredients over and over: each spelling is keyed once and each key answered once, so a drink
/// costs only lookups.
struct IngredientMatcher {
    enum Answer {
        case literal
        case standIn(KnowledgeCoverage.Cover)
        case missing(family: String?)
    }

    /// A spelling's ingredient: `id` numbers its name key within the query, `name` is the spelling trimmed.
    struct Spelling {
        let id: Int
        let name: String
    }

    private let barKeys: Set<String>
    private let knowledge: IngredientKnowledge?
    private var coverage: KnowledgeCoverage?
    private var spellings: [String: Spelling] = [:]
    private var blanks: Set<String> = []
    private var ids: [String: Int] = [:]
    /// Each id's name key, answer, and the first spelling seen, trimmed.
    private(set) var keys: [String] = []
    private(set) var answers: [Answer] = []
    private var firstSpellings: [String] = []

    init(bar: [BarIngredient], matching: IngredientMatching) {
        barKeys = Set(bar.map(\.key))
        switch matching {
        case .strict:
            knowledge = nil
            coverage = nil
        case let .knowledge(knowledge, substitutes, staplesOnHand):
            self.knowledge = knowledge
            coverage = KnowledgeCoverage(knowledge: knowledge, bar: bar, substitutes: substitutes, staplesOnHand: staplesOnHand)
        }
    }

    /// Nil for a blank name, which is no ingredient.
    mutating func spelling(of name: String) -> Spelling? {
        if let spelling = spellings[name] { return spelling }
        guard !blanks.contains(name) else { return nil }
        let key = NameKey.of(name)
        guard !key.isEmpty else {
            blanks.insert(name)
            return nil
        }
        let trimmed = NameKey.trimmed(name)
        let spelling = Spelling(id: id(forKey: key, spelledAs: trimmed), name: trimmed)
        spellings[name] = spelling
        return spelling
    }

    private mutating func id(forKey key: String, spelledAs name: String) -> Int {
        if let id = ids[key] { return id }
        let id = keys.count
        ids[key] = id
        keys.append(key)
        firstSpellings.append(name)
        answers.append(answer(forKey: key))
        return id
    }

    private mutating func answer(forKey key: String) -> Answer {
        guard var coverage, let knowledge else { return barKeys.contains(key) ? .literal : .missing(family: nil) }
        // Taken out while it answers, so that its remembered answers grow in place rather than copied.
        self.coverage = nil
        defer { self.coverage = coverage }
        switch coverage.answer(forKey: key) {
        case .literal: return .literal
        case let .covered(cover): return .standIn(cover)
        case .uncovered: return .missing(family: knowledge.familyName(ofKey: key))
        }
    }
}

extension IngredientMatcher {
    func firstSpelling(of id: Int) -> String {
        firstSpellings[id]
    }

    /// The family's words for a missing spelling, where the knowledge has them.
    func family(of spelling: Spelling) -> String? {
        guard case let .missing(family) = answers[spelling.id] else { return nil }
        return family
    }

    /// What stands in for a spelling the bar does not hold by name.
    func standIn(for spelling: Spelling) -> IngredientStandIn? {
        guard case let .standIn(cover) = answers[spelling.id] else { return nil }
        return IngredientStandIn(ingredient: spelling.name, from: cover.from, reason: cover.reason)
    }
}
