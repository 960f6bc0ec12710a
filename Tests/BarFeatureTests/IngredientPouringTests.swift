import BarFeature
import Testing

struct IngredientPouringTests {
    @Test("IM-25: a line's word says how its ingredient is poured; brands, varieties, synonyms and flavoured kinds say their parent's")
    func pouring_isTheLinesWordOrItsParents() throws {
        let knowledge = try knowledge(
            "Lime: 0%; solid", "Key lime: variety of Lime", "Lime juice: form of Lime", "Lime peel: form of Lime; solid",
            "Bitters: 44.7%; seasoning", "Angostura bitters: variety of Bitters", "Angostura: same as Angostura bitters",
            "Vodka: 40%", "Lemon vodka: flavoured Vodka; 35%", "Sugar: 0%; solid", "Sugar syrup: made from Sugar; 0%", "Cola: 0%; liquid")

        #expect(knowledge.pouring(of: "Lime") == .solid)
        #expect(knowledge.pouring(of: "key LIME") == .solid)
        #expect(knowledge.pouring(of: "Lime juice") == .liquid)
        #expect(knowledge.pouring(of: "Lime peel") == .solid)
        #expect(knowledge.pouring(of: "Angostura") == .seasoning)
        #expect(knowledge.pouring(of: "Lemon vodka") == .liquid)
        #expect(knowledge.pouring(of: "Sugar syrup") == .liquid)
        #expect(knowledge.pouring(of: "Cola") == .liquid)
        #expect(knowledge.pouring(of: "Mystery") == nil)
    }

    @Test("IM-25: the words come in any order after the colon, each once")
    func statements_comeInAnyOrder() throws {
        let knowledge = try knowledge("Lime: solid; 0%", "Lime wedge: solid; form of Lime")

        #expect(knowledge.pouring(of: "Lime wedge") == .solid)
        #expect(knowledge.abv(of: "Lime wedge") == 0)
    }

    @Test(
        "IM-25: two relations, two ABVs, two words or an empty statement make a malformed line",
        arguments: [
            "Lime: 0%; solid; liquid", "Lime: 0%; 1%", "Lime: form of Vodka; form of Vodka", "Lime: 0%;", "Lime: ; solid",
            "Absolut Vodka: brand of Vodka; 40%; 41%",
        ])
    func duplicatedStatements_areMalformed(line: String) {
        #expect(throws: IngredientKnowledgeError.malformedLine(3, text: line)) {
            try IngredientKnowledge(parsing: "version 3\nVodka\n\(line)")
        }
    }

    @Test("IM-25: a version 2 document refuses the word, as its readers did")
    func version2_refusesTheWord() {
        #expect(throws: IngredientKnowledgeError.malformedLine(3, text: "Lime: 0%; solid")) {
            try IngredientKnowledge(parsing: "version 2\nVodka\nLime: 0%; solid")
        }
    }

    @Test("IM-25: the shipped knowledge places every garnish and fruit as a solid, and bitters as a seasoning")
    func shippedKnowledge_saysHowItsIngredientsArePoured() throws {
        let knowledge = try IngredientKnowledge.bundled()

        for solid in ["Lime", "Lemon peel", "Mint", "Sugar", "Egg white", "Maraschino cherry", "Salt", "Nutmeg", "Olive"] {
            #expect(knowledge.pouring(of: solid) == .solid, "\(solid)")
        }
        for liquid in ["Orange juice", "Coca-Cola", "Soda water", "Vodka", "Champagne", "Sugar syrup", "Milk", "Lime juice"] {
            #expect(knowledge.pouring(of: liquid) == .liquid, "\(liquid)")
        }
        #expect(knowledge.pouring(of: "Angostura bitters") == .seasoning)
    }

    private func knowledge(_ lines: String...) throws -> IngredientKnowledge {
        try IngredientKnowledge(parsing: (["version 3"] + lines).joined(separator: "\n"))
    }
}
