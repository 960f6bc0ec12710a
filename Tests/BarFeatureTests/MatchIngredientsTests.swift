import BarFeature
import Testing

@Suite("Match ingredients")
struct MatchIngredientsTests {
    private let knowledge: IngredientKnowledge

    init() throws {
        knowledge = try parsedKnowledge(
            "Ice: staple", "Water: staple",
            "Vodka", "Absolut Vodka: brand of Vodka", "Smirnoff: brand of Vodka",
            "Lemon vodka: flavoured Vodka", "Absolut Citron: brand of Lemon vodka",
            "Rum", "White rum: variety of Rum", "Light rum: same as White rum", "Spiced rum: flavoured Rum",
            "Whiskey", "Bourbon: variety of Whiskey", "Jim Beam: brand of Bourbon", "Rye whiskey: variety of Whiskey",
            "Tennessee whiskey: variety of Whiskey", "Jack Daniels: brand of Tennessee whiskey",
            "Gin", "Sloe gin: flavoured Gin", "Triple sec", "Cointreau: brand of Triple sec",
            "Vermouth", "Dry Vermouth: variety of Vermouth", "Sweet Vermouth: variety of Vermouth",
            "Soda water", "Club soda: same as Soda water", "Carbonated water: same as Soda water",
            "Lime", "Lime juice: form of Lime", "Lime peel: form of Lime", "Lemon", "Lemon juice: form of Lemon",
            "Orange", "Orange juice: form of Orange", "Blood orange: variety of Orange", "Egg", "Egg white: form of Egg",
            "Sugar", "Sugar syrup: made from Sugar, Water", "Simple syrup: same as Sugar syrup",
            "Sour mix: made from Lemon juice, Lime juice, Sugar syrup", "Pineapple", "Pineapple juice")
    }

    // MARK: - Rules

    @Test("IM-1: a bar item covers the ingredient of its own name, in any spelling, and nothing stands in")
    func sameName_coversWithoutStandIn() throws {
        let vodka = try #require(match("Vodka", bar: ["  VODKA "], knowledge: knowledge))
        let unplaced = try #require(match("Jägermeister", bar: ["jagermeister"], knowledge: knowledge))

        #expect(vodka.using == [])
        #expect(unplaced.using == [])
    }

    @Test("IM-2: a bar item covers another name of the same ingredient, as a synonym")
    func synonym_covers() {
        #expect(
            standIn("Club soda", bar: ["soda water"]) == IngredientStandIn(ingredient: "Club soda", from: ["soda water"], reason: .synonym))
        #expect(standIn("Carbonated water", bar: ["Club soda"])?.reason == .synonym)
        #expect(standIn("Sugar syrup", bar: ["simple syrup"], staplesOnHand: false)?.reason == .synonym)
        #expect(
            standIn("Light rum", bar: ["white rum"]) == IngredientStandIn(ingredient: "Light rum", from: ["white rum"], reason: .synonym))
    }

    @Test("IM-3: a variety covers its family, upward")
    func variety_coversItsFamily() {
        #expect(
            standIn("Vodka", bar: ["Absolut Vodka"]) == IngredientStandIn(ingredient: "Vodka", from: ["Absolut Vodka"], reason: .family))
        #expect(standIn("White rum", bar: ["light rum"])?.reason == .synonym)
        #expect(standIn("Rum", bar: ["light rum"]) == IngredientStandIn(ingredient: "Rum", from: ["light rum"], reason: .family))
        #expect(covers(["bourbon"], "Whiskey", knowledge: knowledge))
        #expect(covers(["Jim Beam"], "Bourbon", knowledge: knowledge))
        #expect(covers(["Jim Beam"], "Whiskey", knowledge: knowledge))
    }

    @Test("IM-4: the generic covers its plain brands, and one plain brand another")
    func generic_coversPlainBrands() {
        #expect(
            standIn("Absolut Vodka", bar: ["vodka"]) == IngredientStandIn(ingredient: "Absolut Vodka", from: ["vodka"], reason: .family))
        #expect(covers(["Smirnoff"], "Absolut Vodka", knowledge: knowledge))
        #expect(covers(["triple sec"], "Cointreau", knowledge: knowledge))
        #expect(covers(["Cointreau"], "Triple sec", knowledge: knowledge))
        #expect(covers(["bourbon"], "Jim Beam", knowledge: knowledge))
    }

    @Test("IM-5: a family does not cover its varieties, nor one variety another")
    func family_doesNotCoverVarieties() {
        #expect(!covers(["rum"], "Light rum", knowledge: knowledge))
        #expect(!covers(["rum"], "White rum", knowledge: knowledge))
        #expect(!covers(["whiskey"], "Bourbon", knowledge: knowledge))
        #expect(!covers(["whiskey"], "Jim Beam", knowledge: knowledge))
        #expect(!covers(["bourbon"], "Rye whiskey", knowledge: knowledge))
        #expect(!covers(["Jim Beam"], "Jack Daniels", knowledge: knowledge))
        #expect(!covers(["sweet vermouth"], "Dry Vermouth", knowledge: knowledge))
        #expect(!covers(["dry vermouth"], "Sweet Vermouth", knowledge: knowledge))
        #expect(covers(["sweet vermouth"], "Vermouth", knowledge: knowledge))
        #expect(covers(["dry vermouth"], "Vermouth", knowledge: knowledge))
    }

    @Test("IM-6: a flavoured spirit and the plain one do not cover each other, either way")
    func flavoured_andPlainDoNotCoverEachOther() {
        #expect(!covers(["vodka"], "Absolut Citron", knowledge: knowledge))
        #expect(!covers(["vodka"], "Lemon vodka", knowledge: knowledge))
        #expect(!covers(["Absolut Citron"], "Vodka", knowledge: knowledge))
        #expect(!covers(["Absolut Citron"], "Absolut Vodka", knowledge: knowledge))
        #expect(!covers(["rum"], "Spiced rum", knowledge: knowledge))
        #expect(!covers(["spiced rum"], "Rum", knowledge: knowledge))
        #expect(!covers(["gin"], "Sloe gin", knowledge: knowledge))
        #expect(!covers(["sloe gin"], "Gin", knowledge: knowledge))
        #expect(covers(["lemon vodka"], "Absolut Citron", knowledge: knowledge))
        #expect(covers(["Absolut Citron"], "Lemon vodka", knowledge: knowledge))
    }

    @Test("IM-7: a source covers the forms it gives, and what covers the source covers them too")
    func source_coversItsForms() {
        #expect(standIn("Lime juice", bar: ["lime"]) == IngredientStandIn(ingredient: "Lime juice", from: ["lime"], reason: .form))
        #expect(standIn("Lime peel", bar: ["lime"])?.reason == .form)
        #expect(standIn("Egg white", bar: ["egg"])?.reason == .form)
        #expect(
            standIn("Orange juice", bar: ["Blood orange"])
                == IngredientStandIn(ingredient: "Orange juice", from: ["Blood orange"], reason: .form))
    }

    @Test("IM-8: a form does not cover its source, and one fruit does not cover another")
    func form_doesNotCoverItsSource() {
        #expect(!covers(["lime juice"], "Lime", knowledge: knowledge))
        #expect(!covers(["lime juice"], "Lime peel", knowledge: knowledge))
        #expect(!covers(["orange juice"], "Orange", knowledge: knowledge))
        #expect(!covers(["lemon"], "Lime", knowledge: knowledge))
        #expect(!covers(["lemon"], "Lime juice", knowledge: knowledge))
        #expect(!covers(["lime"], "Lemon juice", knowledge: knowledge))
        #expect(!covers(["pineapple"], "Pineapple juice", knowledge: knowledge))
    }

    @Test("IM-9: the bar covers an ingredient when it covers everything it is made from, and not otherwise")
    func madeFrom_coversWhenEverythingIsCovered() {
        #expect(
            standIn("Sugar syrup", bar: ["sugar", "water"], staplesOnHand: false)
                == IngredientStandIn(ingredient: "Sugar syrup", from: ["sugar", "water"], reason: .madeFrom))
        #expect(!covers(["sugar"], "Sugar syrup", knowledge: knowledge, staplesOnHand: false))
        #expect(
            standIn("Sour mix", bar: ["lime", "lemon", "sugar"])
                == IngredientStandIn(ingredient: "Sour mix", from: ["lemon", "lime", "sugar", "Water"], reason: .madeFrom))
        #expect(standIn("Sour mix", bar: ["lime", "lemon", "simple syrup"])?.from == ["lemon", "lime", "simple syrup"])
        #expect(!covers(["lemon", "sugar"], "Sour mix", knowledge: knowledge))
    }

    @Test("IM-10: ice and water are on hand unless staples are turned off")
    func staples_areOnHandUnlessTurnedOff() {
        #expect(standIn("Ice", bar: ["gin"]) == IngredientStandIn(ingredient: "Ice", from: ["Ice"], reason: .staple))
        #expect(standIn(" water", bar: ["gin"]) == IngredientStandIn(ingredient: "water", from: ["Water"], reason: .staple))
        #expect(standIn("Sugar syrup", bar: ["sugar"])?.from == ["sugar", "Water"])
        #expect(!covers(["gin"], "Ice", knowledge: knowledge, staplesOnHand: false))
        #expect(!covers(["gin"], "Water", knowledge: knowledge, staplesOnHand: false))
    }

    @Test("IM-11: a declared substitute covers what it is for, and what that would cover, when the bar covers what the user has")
    func substitute_coversWhatItIsFor() {
        let dryCuracao = [IngredientSubstitute("dry curaçao", for: "Cointreau")]

        #expect(
            standIn("Cointreau", bar: ["Dry Curaçao"], substitutes: dryCuracao)
                == IngredientStandIn(ingredient: "Cointreau", from: ["Dry Curaçao"], reason: .substitute))
        #expect(standIn("Triple sec", bar: ["dry curaçao"], substitutes: dryCuracao)?.reason == .substitute)
        #expect(!covers(["gin"], "Cointreau", knowledge: knowledge, substitutes: dryCuracao))
    }

    @Test("IM-11: what the user has may be covered by the knowledge, and what it is for may be a name the knowledge does not place")
    func substitute_matchesWithTheKnowledge() {
        let substitutes = [IngredientSubstitute("Cointreau", for: "Pierre Ferrand dry curaçao")]

        #expect(
            standIn("Pierre Ferrand Dry Curacao", bar: ["triple sec"], substitutes: substitutes)
                == IngredientStandIn(ingredient: "Pierre Ferrand Dry Curacao", from: ["triple sec"], reason: .substitute))
    }

    @Test("IM-11: substitutes do not chain, and a blank one is ignored")
    func substitutes_doNotChain() {
        let substitutes = [
            IngredientSubstitute("lime", for: "Lemon"), IngredientSubstitute("lemon", for: "Orange"), IngredientSubstitute(" ", for: "Gin"),
        ]

        #expect(covers(["lime"], "Lemon juice", knowledge: knowledge, substitutes: substitutes))
        #expect(!covers(["lime"], "Orange", knowledge: knowledge, substitutes: substitutes))
        #expect(!covers(["lime"], "Gin", knowledge: knowledge, substitutes: substitutes))
    }

    @Test("IM-12: the bar's own items stand in before substitutes, and substitutes before staples")
    func preference_barItemsThenSubstitutesThenStaples() {
        #expect(
            standIn("Lemon juice", bar: ["lime", "lemon"], substitutes: [IngredientSubstitute("lime", for: "Lemon juice")])?.from == [
                "lemon"
            ])
        #expect(
            standIn("Ice", bar: ["frozen grapes"], substitutes: [IngredientSubstitute("frozen grapes", for: "Ice")])
                == IngredientStandIn(ingredient: "Ice", from: ["frozen grapes"], reason: .substitute))
    }

    @Test("IM-12: among the bar's items, the nearest in the family stands in, then the first by name")
    func preference_nearestThenFirstByName() {
        #expect(standIn("Whiskey", bar: ["Jack Daniels", "Tennessee whiskey"])?.from == ["Tennessee whiskey"])
        #expect(standIn("Whiskey", bar: ["rye whiskey", "Bourbon"])?.from == ["Bourbon"])
        #expect(standIn("Vodka", bar: ["Smirnoff", "absolut vodka"])?.from == ["absolut vodka"])
    }

    @Test("IM-13: each ingredient not held by name names what stands in, as the drink spells it and as the user typed the bar item")
    func explanation_namesEachStandInInTheDrinksOrder() {
        let kamikaze = drink(11600, "Kamikaze", ["Vodka", "Triple sec", " Lime Juice ", "Ice", "vodka"])

        let found = Makeable.find(
            in: [kamikaze], bar: barOf("Vodka ", "COINTREAU", "lime"), allowedMissing: 0, matching: .knowledge(knowledge))

        #expect(
            found == [
                MatchedDrink(
                    id: 11600, name: "Kamikaze", missing: [],
                    using: [
                        IngredientStandIn(ingredient: "Triple sec", from: ["COINTREAU"], reason: .family),
                        IngredientStandIn(ingredient: "Lime Juice", from: ["lime"], reason: .form),
                        IngredientStandIn(ingredient: "Ice", from: ["Ice"], reason: .staple),
                    ])
            ])
    }

    @Test("IM-14: a missing plain brand or synonym also names its family; a name that is its own family names none")
    func missing_namesTheFamily() {
        let candidates = [
            drink(1, "Brand", ["Gin", "Absolut Vodka"]), drink(2, "Synonym", ["Gin", "Light rum"]),
            drink(3, "Flavoured", ["Gin", "Absolut Citron"]), drink(4, "Generic", ["Gin", "Vodka"]),
            drink(5, "Own spelling", ["Gin", "lemon JUICE"]), drink(6, "Unplaced", ["Gin", "Dragon fruit"]),
            drink(7, "Variety", ["Gin", "Bourbon"]),
        ]

        let found = Makeable.find(in: candidates, bar: barOf("gin"), allowedMissing: 1, matching: .knowledge(knowledge))

        #expect(
            found.flatMap(\.missing) == [
                MissingIngredient(name: "Absolut Vodka", family: "Vodka"), MissingIngredient(name: "Absolut Citron", family: "Lemon vodka"),
                MissingIngredient(name: "Vodka"), MissingIngredient(name: "lemon JUICE"),
                MissingIngredient(name: "Light rum", family: "White rum"),
                MissingIngredient(name: "Dragon fruit"), MissingIngredient(name: "Bourbon"),
            ])
    }

    @Test("IM-14, IM-15: strict matching names no family and no stand-in")
    func strict_namesNoFamilyAndNoStandIn() {
        let candidates = [drink(1, "Cosmopolitan", ["Absolut Vodka", "Cointreau", "Lime juice", "Ice"])]

        let found = Makeable.find(in: candidates, bar: barOf("vodka", "triple sec", "lime", "ice"), allowedMissing: 3, matching: .strict)

        #expect(
            found == [
                MatchedDrink(
                    id: 1, name: "Cosmopolitan",
                    missing: [
                        MissingIngredient(name: "Absolut Vodka"), MissingIngredient(name: "Cointreau"),
                        MissingIngredient(name: "Lime juice"),
                    ],
                    using: [])
            ])
    }

    // MARK: - Helpers

    private func standIn(
        _ ingredient: String, bar: [String], substitutes: [IngredientSubstitute] = [], staplesOnHand: Bool = true
    ) -> IngredientStandIn? {
        match(ingredient, bar: bar, knowledge: knowledge, substitutes: substitutes, staplesOnHand: staplesOnHand)?.using.first
    }
}
