import BarFeature
import Testing

@Suite("Ingredient ABV")
struct IngredientABVTests {
    @Test("IM-23: a line's ABV is read alone, after a relation, with a decimal point, and around any whitespace")
    func parsing_readsABVAloneAndAfterARelation() throws {
        let knowledge = try parsedKnowledge(
            "Vodka: 40%", "Absolut Vodka: brand of Vodka; 40%", "Angostura bitters : 44.7%", "Lime:0%", "Spirit: 100%",
            "Añejo rum:\u{A0}40%\u{3000}", "Ice: staple ;0%", "Sugar: 0%", "Water", "Sugar syrup: made from Sugar, Water; 0%")

        #expect(knowledge.abv(of: "Vodka") == 40)
        #expect(knowledge.abv(of: "Absolut Vodka") == 40)
        #expect(knowledge.abv(of: "Angostura bitters") == 44.7)
        #expect(knowledge.abv(of: "Lime") == 0)
        #expect(knowledge.abv(of: "Spirit") == 100)
        #expect(knowledge.abv(of: "Añejo rum") == 40)
        #expect(knowledge.abv(of: "Ice") == 0)
        #expect(knowledge.abv(of: "Sugar syrup") == 0)
        #expect(covers(["vodka"], "Absolut Vodka", knowledge: knowledge), "an ABV after a relation keeps the relation")
        #expect(covers(["sugar", "water"], "Sugar syrup", knowledge: knowledge))
    }

    @Test("IM-23: a brand, variety, synonym or form without a figure takes the nearest figure above it")
    func abv_inheritsThroughBrandVarietySynonymAndForm() throws {
        let knowledge = try parsedKnowledge(
            "Rum: 40%", "Dark rum: variety of Rum", "Blackstrap rum: variety of Dark rum", "Gosling: brand of Blackstrap rum",
            "Overproof: brand of Rum; 63%", "White rum: variety of Rum; 37.5%", "Light rum: same as White rum",
            "Bacardi: brand of White rum", "Lime: 0%", "Lime juice: form of Lime", "Fresh lime juice: same as Lime juice")

        #expect(knowledge.abv(of: "Gosling") == 40, "brand of a variety of a variety of Rum")
        #expect(knowledge.abv(of: "Overproof") == 63, "its own figure, not its generic's")
        #expect(knowledge.abv(of: "Light rum") == 37.5, "a synonym takes its ingredient's")
        #expect(knowledge.abv(of: "Bacardi") == 37.5, "the nearest figure above it")
        #expect(knowledge.abv(of: "Fresh lime juice") == 0, "a form takes its source's")
    }

    @Test("IM-23: a synonym's own figure is its own; flavoured, made-from, staple and plain names have only theirs")
    func abv_ownFiguresOnly_forSynonymFigureFlavouredMadeFromStapleAndPlainNames() throws {
        let knowledge = try parsedKnowledge(
            "Gin: 40%", "Navy gin: same as Gin; 57%", "Sloe gin: flavoured Gin", "Tonic", "Gin and tonic: made from Gin, Tonic",
            "Ice: staple", "Lemon", "Lemon juice: form of Lemon")

        #expect(knowledge.abv(of: "Navy gin") == 57)
        #expect(knowledge.abv(of: "Gin") == 40, "a synonym's figure is not its ingredient's")
        #expect(knowledge.abv(of: "Sloe gin") == nil, "a flavoured gin is not gin's strength")
        #expect(knowledge.abv(of: "Gin and tonic") == nil)
        #expect(knowledge.abv(of: "Ice") == nil)
        #expect(knowledge.abv(of: "Tonic") == nil)
        #expect(knowledge.abv(of: "Lemon juice") == nil, "no figure on the form nor its source")
    }

    @Test("IM-23: names compare ignoring case, diacritics and surrounding whitespace; an unknown name has no ABV")
    func abv_comparesNamesAsTheKnowledge_andIsNilForUnknownName() throws {
        let knowledge = try parsedKnowledge("Jagermeister: 35%", "Absolut Vodka: 40%")

        #expect(knowledge.abv(of: " JÄGERMEISTER\t") == 35)
        #expect(knowledge.abv(of: "absolut vodka") == 40)
        #expect(knowledge.abv(of: "Dragon fruit liqueur") == nil)
        #expect(knowledge.abv(of: "") == nil)
    }

    @Test("IM-23: a version 1 document reads as before, and an ABV in it is a malformed line")
    func parsing_readsVersion1_refusingAnABVInIt() throws {
        let knowledge = try IngredientKnowledge(parsing: "version 1\nVodka\nAbsolut Vodka: brand of Vodka")

        #expect(covers(["vodka"], "Absolut Vodka", knowledge: knowledge))
        #expect(knowledge.abv(of: "Vodka") == nil)
        #expect(throws: IngredientKnowledgeError.malformedLine(3, text: "Absolut Vodka: brand of Vodka; 40%")) {
            try IngredientKnowledge(parsing: "version 1\nVodka\nAbsolut Vodka: brand of Vodka; 40%")
        }
    }

    @Test(
        "IM-23: an ABV that is not digits, an optional decimal point, then %, from 0 to 100, is refused, naming its line",
        arguments: [
            ("Vodka: 40", "40"), ("Vodka: 101%", "101%"), ("Vodka: 100.01%", "100.01%"), ("Vodka: -1%", "-1%"), ("Vodka: +40%", "+40%"),
            ("Vodka: 40 %", "40 %"), ("Vodka: %", "%"), ("Vodka: 40%%", "40%%"), ("Vodka: .5%", ".5%"), ("Vodka: 40.%", "40.%"),
            ("Vodka: 4.0.1%", "4.0.1%"), ("Vodka: 1e2%", "1e2%"), ("Vodka: nan%", "nan%"), ("Vodka: inf%", "inf%"),
            ("Vodka: forty%", "forty%"), ("Vodka: 40,5%", "40,5%"), ("Vodka: 4O%", "4O%"),
            ("Absolut Vodka: brand of Gin; 40", "40"), ("Absolut Vodka: brand of Gin 40%", "brand of Gin 40%"),
            ("Vodka: 40%: 41%", "40%: 41%"),
        ])
    func parsing_refusesMalformedABV(line: String, abv: String) {
        #expect(throws: IngredientKnowledgeError.malformedABV(abv, line: 3)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Gin", line))
        }
    }

    @Test(
        "IM-23: a line whose name or relation is malformed around an ABV is a malformed line",
        arguments: ["Vodka; 40%", ": 40%", "Absolut Vodka: ; 40%", "Absolut Vodka: brand of; 40%", "Ab;solut: 40%"])
    func parsing_refusesMalformedLineAroundABV(line: String) {
        #expect(throws: IngredientKnowledgeError.malformedLine(3, text: line)) {
            try IngredientKnowledge(parsing: knowledgeDocument("Gin", line))
        }
    }
}
