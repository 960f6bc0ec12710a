import BarFeature
import Measures
import Testing

/// What the knowledge tells a recipe's amounts of an ingredient: its strength and how it is poured.
struct IngredientKnowledgeFactsTests {
    @Test("ST-1, RA-18: an ingredient the knowledge places has its ABV and is poured as the knowledge says; another is unknown")
    func facts_areTheKnowledgesABVAndPouring() throws {
        let knowledge = try shippedKnowledge()

        let gin = knowledge.facts(of: "Gin")
        let unknown = knowledge.facts(of: "Moonbeam essence")

        #expect(gin.abv == 40)
        #expect(gin.kind == .liquid)
        #expect(unknown == IngredientFacts(abv: nil, kind: nil))
        #expect(knowledge.facts(of: "Salt").kind == .solid)
        #expect(knowledge.facts(of: "Olive Brine").kind == .seasoning)
    }
}
