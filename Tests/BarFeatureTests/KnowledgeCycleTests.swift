import Testing

@testable import BarFeature

/// A document with a cycle is refused (`IngredientKnowledgeDocumentTests`); knowledge holding one
/// anyway must still be walked to an end.
@Suite("Knowledge with a cycle")
struct KnowledgeCycleTests {
    @Test("IM-21: matching, and finding an ABV, over knowledge whose families, forms and made-from lead round in circles ends")
    func matchingAndABV_endOverCyclicKnowledge() {
        typealias Ingredient = IngredientKnowledge.Ingredient
        let ingredients = [
            Ingredient(
                name: "A", key: "a", parent: .init(index: 1, kind: .brand), source: nil, components: [], isStaple: false, abv: nil,
                pouring: nil),
            Ingredient(
                name: "B", key: "b", parent: .init(index: 0, kind: .variety), source: nil, components: [], isStaple: false, abv: nil,
                pouring: nil),
            Ingredient(name: "C", key: "c", parent: nil, source: 3, components: [], isStaple: false, abv: nil, pouring: nil),
            Ingredient(name: "D", key: "d", parent: nil, source: nil, components: [2], isStaple: false, abv: nil, pouring: nil),
        ]
        let knowledge = IngredientKnowledge(
            names: ["A", "B", "C", "D"], ingredients: ingredients, indexByKey: ["a": 0, "b": 1, "c": 2, "d": 3],
            synonymABVByKey: [:])
        let candidates = [MakeableCandidate(id: 1, name: "Round", ingredientNames: ["A", "B", "C", "D"])]

        let found = Makeable.find(in: candidates, bar: barOf("a"), allowedMissing: 4, matching: .knowledge(knowledge))
        let suggestions = Shopping.suggestions(in: candidates, bar: barOf("a"), matching: .knowledge(knowledge))

        #expect(found.map { $0.missing.map(\.name) } == [["C", "D"]])
        // D gains the same drink as C, which covers it: one purchase, named once (SP-13).
        #expect(suggestions.map(\.ingredient) == ["C"])
        #expect(["A", "B", "C", "D"].map(knowledge.abv) == [nil, nil, nil, nil])
        #expect(["A", "B", "C", "D"].map(knowledge.pouring) == [.liquid, .liquid, .liquid, .liquid])
    }
}
