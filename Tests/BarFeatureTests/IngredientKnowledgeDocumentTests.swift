import BarFeature
import Testing

@Suite("Ingredient knowledge document")
struct IngredientKnowledgeDocumentTests {
    @Test("IM-20: a document places each line's name, and its synonyms, ignoring comments and blank lines")
    func parsing_placesEveryNameIgnoringCommentsAndBlankLines() throws {
        let document = """
            # what a bartender knows
            version 1

            Vodka
              Absolut Vodka: brand of Vodka  
            # a comment between lines
            Soda water
            Club soda: same as Soda water\r
            """

        let knowledge = try IngredientKnowledge(parsing: document)

        #expect(knowledge.names == ["Vodka", "Absolut Vodka", "Soda water", "Club soda"])
        #expect(knowledge.places(" CLUB SODA "))
        #expect(knowledge.places("absolut vodka"))
        #expect(!knowledge.places("Gin"))
    }

    @Test("IM-20: whitespace beyond ASCII is trimmed around lines, names and relations, and may come before a comment")
    func parsing_trimsWhitespaceBeyondASCII() throws {
        let document = knowledgeDocument(
            "\u{A0}# a comment after a no-break space", "\u{3000}", "Añejo rum\u{A0}",
            "\u{2003}Bacardi Añejo :\u{A0}brand of \u{2002}añejo RUM", "Rum mix: made from \u{A0}Añejo rum ,\u{3000}Bacardi Añejo\u{A0}")

        let knowledge = try IngredientKnowledge(parsing: document)

        #expect(knowledge.names == ["Añejo rum", "Bacardi Añejo", "Rum mix"])
        #expect(covers(["añejo rum"], "Bacardi Añejo", knowledge: knowledge))
        #expect(covers(["Bacardi Añejo"], "Rum mix", knowledge: knowledge))
    }

    @Test("IM-20: every relation the format knows is read")
    func parsing_readsEveryRelation() throws {
        let knowledge = try parsedKnowledge(
            "Rum", "White rum: variety of Rum", "Light rum: same as White rum", "Spiced rum: flavoured Rum",
            "Vodka", "Absolut Vodka: brand of Vodka", "Lime", "Lime juice: form of Lime",
            "Sugar", "Water: staple", "Sugar syrup: made from Sugar, Water")

        #expect(covers(["light rum"], "Rum", knowledge: knowledge))
        #expect(!covers(["spiced rum"], "Rum", knowledge: knowledge))
        #expect(covers(["vodka"], "Absolut Vodka", knowledge: knowledge))
        #expect(covers(["lime"], "Lime juice", knowledge: knowledge))
        #expect(covers(["sugar"], "Sugar syrup", knowledge: knowledge))
    }

    @Test("IM-20: a document without a version line is refused")
    func parsing_refusesDocumentWithoutVersion() {
        #expect(throws: IngredientKnowledgeError.missingVersion) { try IngredientKnowledge(parsing: "Vodka\nGin") }
        #expect(throws: IngredientKnowledgeError.missingVersion) { try IngredientKnowledge(parsing: "# only a comment\n\n") }
        #expect(throws: IngredientKnowledgeError.missingVersion) { try IngredientKnowledge(parsing: "") }
    }

    @Test("IM-20: a document in another version is refused, naming the version and its line")
    func parsing_refusesUnknownVersion() {
        #expect(throws: IngredientKnowledgeError.unsupportedVersion("4", line: 2)) {
            try IngredientKnowledge(parsing: "# future\nversion 4\nVodka")
        }
        #expect(throws: IngredientKnowledgeError.unsupportedVersion("+2", line: 1)) { try IngredientKnowledge(parsing: "version +2") }
        #expect(throws: IngredientKnowledgeError.unsupportedVersion("one", line: 1)) { try IngredientKnowledge(parsing: "version one") }
    }

    @Test(
        "IM-20: a line that is not a name with at most one known relation is refused, naming its line",
        arguments: [
            "Absolut Vodka: made of Vodka", "Absolut Vodka: brand of", "Absolut Vodka: brand of Vodka: premium", ": brand of Vodka",
            "Absolut Vodka:", "Absolut, Vodka", "Absolut # Vodka", "Sugar syrup: made from Vodka,", "Sugar syrup: made from Vodka, vodka",
            "Absolut Vodka: Brand of Vodka",
        ])
    func parsing_refusesMalformedLine(line: String) {
        #expect(throws: IngredientKnowledgeError.malformedLine(3, text: line)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Vodka", line))
        }
    }

    @Test("IM-20: a name placed twice, in any spelling, is refused, naming both lines")
    func parsing_refusesDuplicateName() {
        #expect(throws: IngredientKnowledgeError.duplicateName("Lemon Juice", line: 4, firstLine: 3)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Lemon", "Lemon juice: form of Lemon", "Lemon Juice"))
        }
        #expect(throws: IngredientKnowledgeError.duplicateName("Jägermeister", line: 3, firstLine: 2)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Jagermeister", "Jägermeister: same as Jagermeister"))
        }
    }

    @Test("IM-20: a relation naming an ingredient no line places is refused")
    func parsing_refusesUnknownIngredient() {
        #expect(throws: IngredientKnowledgeError.unknownIngredient("Vodka", line: 2)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Absolut Vodka: brand of Vodka"))
        }
        #expect(throws: IngredientKnowledgeError.unknownIngredient("Water", line: 3)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Sugar", "Sugar syrup: made from Sugar, Water"))
        }
    }

    @Test("IM-20: a relation naming a synonym rather than its ingredient is refused")
    func parsing_refusesRelationToSynonym() {
        #expect(throws: IngredientKnowledgeError.relatedToSynonym("Light rum", line: 5)) {
            try IngredientKnowledge(
                parsing: knowledgeDocument(
                    "Rum", "White rum: variety of Rum", "Light rum: same as White rum", "Bacardi: brand of Light rum"))
        }
        #expect(throws: IngredientKnowledgeError.relatedToSynonym("Carbonated water", line: 4)) {
            try IngredientKnowledge(
                parsing: knowledgeDocument("Soda water", "Carbonated water: same as Soda water", "Club soda: same as Carbonated water"))
        }
    }

    @Test("IM-20: an ingredient related to itself is refused")
    func parsing_refusesRelationToItself() {
        #expect(throws: IngredientKnowledgeError.relatedToItself("Vodka", line: 2)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Vodka: variety of VODKA"))
        }
        #expect(throws: IngredientKnowledgeError.relatedToItself("Syrup", line: 3)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Sugar", "Syrup: made from Sugar, Syrup"))
        }
    }

    @Test("IM-20, IM-21: relations that lead back to where they started are refused at once, naming the way round")
    func parsing_refusesCycle() {
        #expect(throws: IngredientKnowledgeError.cycle(["Rum", "White rum", "Rum"])) {
            try IngredientKnowledge(parsing: knowledgeDocument("Rum: variety of White rum", "White rum: brand of Rum"))
        }
        #expect(throws: IngredientKnowledgeError.cycle(["Lime", "Lime juice", "Lime"])) {
            try IngredientKnowledge(parsing: knowledgeDocument("Lime: made from Lime juice", "Lime juice: form of Lime"))
        }
        #expect(throws: IngredientKnowledgeError.cycle(["A", "B", "C", "A"])) {
            try IngredientKnowledge(parsing: knowledgeDocument("A: flavoured B", "B: form of C", "C: made from A, D", "D"))
        }
    }

    @Test("IM-20: the same ingredient reached by two ways is no cycle")
    func parsing_acceptsDiamond() throws {
        let knowledge = try parsedKnowledge(
            "Lemon", "Lime", "Lemon juice: form of Lemon", "Lime juice: form of Lime", "Sugar", "Water",
            "Sugar syrup: made from Sugar, Water", "Sour mix: made from Lemon juice, Lime juice, Sugar syrup",
            "Lemonade: made from Lemon juice, Sugar syrup")

        #expect(knowledge.names.count == 9)
    }
}
