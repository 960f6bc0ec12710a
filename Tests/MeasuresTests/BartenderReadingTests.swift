import Measures
import Testing

/// Measures as a bartender reads them, beyond the words of their units: `RA-17` to `RA-21`.
struct BartenderReadingTests {
    private static let knowledge = TestKnowledge(
        abvs: ["Baileys irish cream": 17, "Grand Marnier": 40, "Kahlua": 20, "Milk": 0], solids: ["Chocolate", "Lemon", "Orange"])

    @Test("RA-17: a drink whose measures are all bare numbers adding up to about one is in parts: a layered shot")
    func layeredShot_isInParts() throws {
        let b52 = amounts([("Baileys irish cream", "1/3"), ("Grand Marnier", "1/3"), ("Kahlua", "1/4")])

        #expect(
            b52.ingredients.map { $0.measure?.amount } == [
                .parts(1.0 / 3, maxParts: nil), .parts(1.0 / 3, maxParts: nil), .parts(0.25, maxParts: nil),
            ])
        guard case .estimated(let strength)? = b52.strength else {
            Issue.record("a B-52 has a strength")
            return
        }
        let poured = try #require(strength.poured)
        #expect(abs(poured - (17.0 / 3 + 40.0 / 3 + 20.0 / 4) / (1.0 / 3 + 1.0 / 3 + 0.25)) < 1e-9)
        #expect(strength.alcoholGrams == nil)
    }

    @Test("RA-17: bare numbers that do not add up to about one stay counts, and so does one alone")
    func otherBareNumbers_stayCounts() {
        #expect(
            amounts([("Lemon", "1"), ("Orange", "1")]).ingredients.map { $0.measure?.amount } == [
                .count(1, maxCount: nil), .count(1, maxCount: nil),
            ])
        #expect(amounts([("Kahlua", "1/2")]).ingredients.map { $0.measure?.amount } == [.count(0.5, maxCount: nil)])
        #expect(amounts([("Kahlua", "1/2"), ("Milk", "1/2 oz")]).ingredients[0].measure?.amount == .count(0.5, maxCount: nil))
    }

    @Test("RA-18: an ounce of a solid is a weight, an ounce of a liquid a volume")
    func ounceOfSolid_isAWeight() {
        let chocolate = amounts([("Chocolate", "12 oz fine"), ("Milk", "12 oz")])

        #expect(chocolate.ingredients[0].measure?.amount == .weight(grams: 12 * 28.349_523_125, maxGrams: nil))
        #expect(chocolate.ingredients[1].measure?.amount == .volume(ml: 12 * BarSizes.oz, maxML: nil))
    }

    @Test(
        "RA-19: a spoon is a bar spoon; a bottle of beer or cider 330 ml, of wine 750 ml; a mickey 375 ml; a bottle of anything else a count",
        arguments: [
            ("2 spoons", "Agave syrup", Amount.volume(ml: 10, maxML: nil)), ("1 bottle", "Corona", .volume(ml: 330, maxML: nil)),
            ("1 bottle", "Cider", .volume(ml: 330, maxML: nil)), ("3/4 bottle", "Beer", .volume(ml: 247.5, maxML: nil)),
            ("1 bottle", "Red wine", .volume(ml: 750, maxML: nil)), ("1 bottle", "Champagne", .volume(ml: 750, maxML: nil)),
            ("1 mikey", "Rum", .volume(ml: 375, maxML: nil)), ("mikey bottle", "Rum", .volume(ml: 375, maxML: nil)),
            ("1 bottle", "Ginger ale", .count(1, maxCount: nil)), ("1 bottle", "Vodka", .count(1, maxCount: nil)),
        ])
    func spoonsBottlesAndMickeys(written: String, ingredient: String, amount: Amount) {
        #expect(Measure(written, ingredient: ingredient).amount == amount)
    }

    @Test(
        "RA-20: in ounces, an amount under a quarter ounce is shown in teaspoons, and a dash or a drop as written",
        arguments: [
            ("1/4 tsp", "1/4 tsp"), ("1 tsp", "1 tsp"), ("1/2 tsp", "1/2 tsp"), ("1 1/4 tsp", "1 1/4 tsp"), ("1 tblsp", "1/2 oz"),
            ("1/4 oz", "1/4 oz"),
            ("2 dashes", "2 dashes"), ("3 drops", "3 drops"), ("5 ml", "1 tsp"),
        ])
    func smallAmountsInOunces_areTeaspoons(written: String, shown: String) {
        #expect(Measure(written, ingredient: "Sugar syrup").shown(in: .oz) == shown)
    }

    @Test(
        "RA-21: a scaled unit word takes its plural, keeping its case, and an article gives way to the number",
        arguments: [
            ("1 dash", 3, "3 dashes"), ("Dash", 3, "3 Dashes"), ("a dash", 3, "3 dashes"), ("Add a splash", 2, "Add 2 splashes"),
            ("1 cube", 3, "3 cubes"), ("1 leaf", 2, "2 leaves"), ("1/2 dash", 2, "1 dash"), ("2 dashes", 2, "4 dashes"),
            ("1 slice", 1, "1 slice"), ("1 pinch", 2, "2 pinches"),
        ])
    func scaledWords_arePlural(written: String, servings: Int, shown: String) {
        #expect(Measure(written, ingredient: "Water").scaled(by: servings).shown(in: nil) == shown)
    }

    private func amounts(_ ingredients: [(name: String, measure: String?)]) -> RecipeAmounts {
        RecipeAmounts(ingredients: ingredients, instructions: "Layer in a shot glass.", servings: 1, knowledge: Self.knowledge.facts)
    }
}
