import BarFeature
import Testing

@Suite("Shipped ingredient knowledge")
struct ShippedIngredientKnowledgeTests {
    @Test("IM-19: the shipped knowledge places every ingredient name of the real catalogue")
    func shippedKnowledge_placesEveryCatalogueIngredient() throws {
        let knowledge = try shippedKnowledge()
        let spellings = try RealCatalogue.ingredientSpellings()

        let unplaced = spellings.filter { !knowledge.places($0) }

        #expect(spellings.count > 390, "the catalogue should spell about 396 ingredient names")
        #expect(unplaced == [], "place these in Sources/BarFeature/Resources/ingredient-knowledge.txt")
    }

    @Test(
        "IM-19, DY-14: the catalogue's 345 ingredients, folded, are all placed, and the knowledge adds only a few of its own and the short names bartenders use"
    )
    func shippedKnowledge_placesTheFoldedCatalogue() throws {
        let knowledge = try shippedKnowledge()
        let catalogueKeys = Set(try RealCatalogue.ingredientSpellings().map { BarIngredient.key(for: $0) })
        let knowledgeKeys = Set(knowledge.names.map { BarIngredient.key(for: $0) })
        let ownNames: Set = [
            "canadian whisky", "cinnamon schnapps", "cola", "dry curacao", "elderflower liqueur", "grapefruit", "lemon slice",
            "lemon wedge", "lemon zest", "lime slice", "lime wedge", "lime zest", "orange slice", "orange wedge", "orange zest",
            "pastis", "simple syrup",
        ]
        let shortNames: Set = [
            "7 up", "7up", "absolut", "agave nectar", "angostura", "bacardi", "bailey's", "baileys", "cassis", "chambord", "chartreuse",
            "coke", "dr pepper", "dubonnet", "french vermouth", "godiva", "guinness", "half and half", "heering", "italian vermouth",
            "jack daniel's", "jager", "kirsch", "lime cordial", "malibu", "maraschino", "midori", "orgeat", "pepsi", "peychaud",
            "peychaud's", "peychaud's bitters", "rose's lime juice", "rye", "scotch whisky", "seltzer", "soco", "soda",
            "sparkling water", "st germain", "st-germain", "tabasco", "tonic", "white creme de cacao", "worcestershire",
        ]

        #expect(catalogueKeys.count == 345)
        #expect(catalogueKeys.isSubset(of: knowledgeKeys))
        #expect(knowledgeKeys.subtracting(catalogueKeys) == ownNames.union(shortNames))
    }

    @Test(
        "DY-14: the short names bartenders use are placed as the catalogue's ingredients they name",
        arguments: [
            ("angostura", "Angostura bitters"), ("Maraschino", "Maraschino liqueur"), ("cassis", "Creme de Cassis"),
            ("curaçao", "Curacao"), ("chartreuse", "Green Chartreuse"), ("kirsch", "Kirschwasser"), ("orgeat", "Orgeat syrup"),
            ("tonic", "Tonic water"), ("soda", "Soda water"), ("Peychaud's", "Peychaud bitters"), ("midori", "Midori melon liqueur"),
        ])
    func shippedKnowledge_placesShortNamesAsTheirIngredients(shortName: String, ingredient: String) throws {
        let knowledge = try shippedKnowledge()

        #expect(knowledge.places(shortName))
        #expect(covers([shortName], ingredient, knowledge: knowledge))
    }

    @Test("IM-19: a name the knowledge does not place fails the placement check")
    func placementCheck_failsOnUnplacedName() throws {
        let knowledge = try shippedKnowledge()

        #expect(!knowledge.places("Dragon fruit liqueur"))
        #expect(knowledge.places(" jägermeister "))
    }

    @Test("IM-2, IM-3, IM-4, IM-7, IM-9, IM-10: the shipped knowledge holds the relations the issue names")
    func shippedKnowledge_holdsTheIssuesRelations() throws {
        let knowledge = try shippedKnowledge()

        #expect(covers(["Absolut Vodka"], "Vodka", knowledge: knowledge))
        #expect(covers(["vodka"], "Absolut Vodka", knowledge: knowledge))
        #expect(covers(["Light rum"], "White rum", knowledge: knowledge))
        #expect(covers(["white rum"], "Rum", knowledge: knowledge))
        #expect(covers(["Bourbon"], "Whiskey", knowledge: knowledge))
        #expect(covers(["Rye whiskey"], "Whiskey", knowledge: knowledge))
        #expect(covers(["Cointreau"], "Triple sec", knowledge: knowledge))
        for synonyms in [["Club soda", "Soda water", "Carbonated water"], ["Sugar syrup", "Simple syrup"], ["Cola", "Coca-Cola"]] {
            for have in synonyms {
                for wanted in synonyms where wanted != have {
                    #expect(covers([have], wanted, knowledge: knowledge), "\(have) for \(wanted)")
                }
            }
        }
        for form in ["Lime juice", "Lime peel", "Lime zest", "Lime wedge", "Lime slice"] {
            #expect(covers(["lime"], form, knowledge: knowledge), "lime for \(form)")
        }
        #expect(covers(["sugar", "water"], "Sugar syrup", knowledge: knowledge, staplesOnHand: false))
        #expect(covers([], "Ice", knowledge: knowledge) == false, "an empty bar makes nothing")
        #expect(covers(["gin"], "Ice", knowledge: knowledge))
        #expect(covers(["gin"], "Water", knowledge: knowledge))
    }

    @Test("IM-5, IM-6, IM-8: the shipped knowledge says no where a bartender would")
    func shippedKnowledge_saysNoWhereABartenderWould() throws {
        let knowledge = try shippedKnowledge()
        let noes: [(have: String, wanted: String)] = [
            ("lemon", "Lime"), ("lemon", "Lime juice"), ("lime", "Lemon juice"), ("Sweet Vermouth", "Dry Vermouth"),
            ("Dry Vermouth", "Sweet Vermouth"), ("lime juice", "Lime"), ("orange juice", "Orange"), ("cranberry juice", "Cranberries"),
            ("rum", "Light rum"), ("rum", "Spiced rum"), ("spiced rum", "Rum"), ("vodka", "Absolut Citron"), ("Absolut Citron", "Vodka"),
            ("gin", "Sloe gin"), ("sloe gin", "Gin"), ("whiskey", "Bourbon"), ("bourbon", "Rye whiskey"), ("brandy", "Apricot brandy"),
            ("triple sec", "Grand Marnier"), ("triple sec", "Blue Curacao"), ("cream", "Heavy cream"), ("milk", "Cream"),
            ("half-and-half", "Cream"), ("pineapple", "Pineapple juice"), ("tequila", "Mezcal"), ("151 proof rum", "Rum"),
            ("red wine", "Wine"), ("ginger ale", "Ginger beer"), ("ginger", "Ginger ale"), ("lemonade", "Lemon-lime soda"),
            ("sugar", "Brown sugar"), ("powdered sugar", "Sugar"), ("Lime juice cordial", "Lime juice"), ("water", "Soda water"),
            ("dark creme de cacao", "Creme de Cacao"), ("black sambuca", "Sambuca"), ("Kirschwasser", "Cherry brandy"),
        ]

        for (have, wanted) in noes {
            #expect(!covers([have], wanted, knowledge: knowledge, staplesOnHand: false), "\(have) must not stand in for \(wanted)")
        }
    }
}

@Suite("Did you mean, over the real catalogue")
struct RealCatalogueIngredientSuggestionTests {
    @Test(
        "DY-11, DY-12, DY-13: over the real catalogue and the shipped knowledge, a typo suggests the ingredient meant",
        arguments: [
            ("gni", "Gin"), ("vodak", "Vodka"), ("angustura", "Angostura bitters"), ("maraschno", "Maraschino liqueur"),
            ("tonik water", "Tonic water"), ("Smirnoff vodka", "Vodka"),
        ])
    func suggestion_overTheRealCatalogue(typed: String, meant: String) throws {
        let known = KnownIngredients(try RealCatalogue.candidates(), knowledge: try shippedKnowledge())
        let ingredient = try #require(BarIngredient(typed))

        #expect(known.unknown(among: [typed]) == [ingredient])
        #expect(known.suggestion(for: ingredient) == meant)
    }

    @Test("DY-14: the short names bartenders use are known, with nothing to suggest")
    func shortNames_areKnown() throws {
        let known = KnownIngredients(try RealCatalogue.candidates(), knowledge: try shippedKnowledge())

        #expect(known.unknown(among: ["angostura", "maraschino", "cointreau", "cassis", "curaçao", "Chartreuse", "orgeat"]) == [])
    }
}

@Suite("Shopping over the real catalogue")
struct RealCatalogueShoppingTests {
    @Test(
        "DY-16: shopping never suggests an ingredient the bar already covers, short names included",
        arguments: [
            ["gin", "angostura"], ["vodka", "lime", "sugar", "soda", "tonic", "cointreau", "maraschino", "cassis", "kirsch"],
            ["white rum", "coke", "orgeat", "curaçao", "Peychaud's", "rye", "sweet vermouth", "chartreuse"],
        ])
    func shopping_neverSuggestsWhatTheBarCovers(bar names: [String]) throws {
        let knowledge = try shippedKnowledge()
        let bar = names.compactMap(BarIngredient.init)

        let suggestions = Shopping.suggestions(
            in: try RealCatalogue.candidates(), bar: bar, matching: .knowledge(knowledge, substitutes: [], staplesOnHand: true))

        #expect(!suggestions.isEmpty)
        for suggestion in suggestions {
            #expect(!covers(names, suggestion.ingredient, knowledge: knowledge), "\(names) covers \(suggestion.ingredient)")
        }
    }
}
