import Measures

/// What a test's ingredient knowledge says: ABVs, and which names are solids or seasonings; every other name it knows
/// is a liquid, and a name it does not know is not placed.
struct TestKnowledge {
    var abvs: [String: Double]
    var solids: Set<String> = []
    var seasonings: Set<String> = []

    func facts(of name: String) -> IngredientFacts {
        if solids.contains(name) { return IngredientFacts(abv: abvs[name] ?? 0, kind: .solid) }
        if seasonings.contains(name) { return IngredientFacts(abv: abvs[name], kind: .seasoning) }
        guard let abv = abvs[name] else { return .unknown }
        return IngredientFacts(abv: abv, kind: .liquid)
    }

    /// Every name at `abv`, a liquid: for tests about one figure.
    static func all(at abv: Double?) -> (String) -> IngredientFacts {
        { _ in IngredientFacts(abv: abv, kind: .liquid) }
    }
}
