import BarFeature

/// A knowledge document of the given ingredient lines, after its version line.
func knowledgeDocument(_ lines: String...) -> String {
    (["version \(IngredientKnowledge.version)"] + lines).joined(separator: "\n")
}

func parsedKnowledge(_ lines: String...) throws -> IngredientKnowledge {
    try IngredientKnowledge(parsing: (["version \(IngredientKnowledge.version)"] + lines).joined(separator: "\n"))
}

/// The knowledge dringo ships, read once.
func shippedKnowledge() throws -> IngredientKnowledge {
    try IngredientKnowledge.shipped()
}

func barOf(_ names: String...) -> [BarIngredient] {
    barOf(names)
}

func barOf(_ names: [String]) -> [BarIngredient] {
    names.compactMap(BarIngredient.init)
}

func drink(_ id: Int, _ name: String, _ ingredientNames: [String]) -> MakeableCandidate {
    MakeableCandidate(id: id, name: name, ingredientNames: ingredientNames)
}

/// How `bar` meets a one-ingredient recipe: nil when the ingredient is missing, else the drink,
/// whose `using` says what stands in (empty for a literal match).
func match(
    _ ingredient: String, bar: [String], knowledge: IngredientKnowledge, substitutes: [IngredientSubstitute] = [],
    staplesOnHand: Bool = true
) -> MatchedDrink? {
    let found = Makeable.find(
        in: [drink(1, "Recipe", [ingredient])], bar: bar.compactMap(BarIngredient.init), allowedMissing: 1,
        matching: .knowledge(knowledge, substitutes: substitutes, staplesOnHand: staplesOnHand))
    return found.first.flatMap { $0.missing.isEmpty ? $0 : nil }
}

/// Whether `bar` covers a one-ingredient recipe.
func covers(
    _ bar: [String], _ ingredient: String, knowledge: IngredientKnowledge, substitutes: [IngredientSubstitute] = [],
    staplesOnHand: Bool = true
) -> Bool {
    match(ingredient, bar: bar, knowledge: knowledge, substitutes: substitutes, staplesOnHand: staplesOnHand) != nil
}

/// A drink the bar makes, or nearly, as the literal query tells it: what it misses by name.
struct PlainDrink: Equatable {
    let id: Int
    let name: String
    let missing: [String]
}

extension MatchedDrink {
    var plain: PlainDrink {
        PlainDrink(id: id, name: name, missing: missing.map(\.name))
    }
}
