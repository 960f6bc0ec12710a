import Measures
import Testing

struct RecipeAmountsTests {
    private static let knowledge = TestKnowledge(
        abvs: [
            "Tequila": 40, "Triple sec": 40, "Lime juice": 0, "Bourbon": 45, "Vodka": 40, "Orange juice": 0, "Champagne": 12,
            "Gin": 40, "Soda water": 0, "7-Up": 0, "Red wine": 12, "Peach schnapps": 20, "Corona": 4.5, "Angostura bitters": 44.7,
        ],
        solids: ["Salt", "Lemon", "Sugar", "Ice", "Mint", "Cucumber", "Olive"], seasonings: ["Angostura bitters"])
    private static let shake = "Shake with ice and strain."

    @Test("RA-14: each ingredient keeps its name and place, and its measure read for the servings; a missing or blank measure is none")
    func ingredients_keepNameOrderAndMeasure() {
        let amounts = amounts([("Tequila", "1 1/2 oz"), ("Salt", nil), ("Lime", "  "), ("Lime juice", "Juice of 1")], servings: 4)

        #expect(amounts.ingredients.map(\.name) == ["Tequila", "Salt", "Lime", "Lime juice"])
        #expect(amounts.ingredients.map { $0.measure?.written } == ["1 1/2 oz", nil, nil, "Juice of 1"])
        #expect(amounts.ingredients.map { $0.measure?.servings } == [4, nil, nil, 4])
        #expect(amounts.ingredients[0].measure?.shown(in: .ml) == "175 ml")
        #expect(amounts.servings == 4)
    }

    @Test("RA-14: servings outside 1 to 100 are brought to the nearest bound")
    func servingsOutOfRange_areClamped() {
        #expect(amounts([("Gin", "1 oz")], servings: 0).servings == 1)
        #expect(amounts([("Gin", "1 oz")], servings: 101).servings == 100)
    }

    @Test("ST-1, ST-3, ST-4: a Margarita is poured at the ABV of its liquids, served after shaking, with its grams of alcohol")
    func margarita_hasItsStrength() throws {
        let strength = try #require(
            estimated(amounts([("Tequila", "1 1/2 oz"), ("Triple sec", "1/2 oz"), ("Lime juice", "1 oz"), ("Salt", nil)])))
        let poured = (1.5 * 40 + 0.5 * 40) / 3
        let fraction = poured / 100

        #expect(close(strength.poured, poured))
        #expect(close(strength.served, poured / (1 + (-1.567 * fraction * fraction + 1.742 * fraction + 0.203))))
        #expect(strength.method == .shaken)
        #expect(close(strength.alcoholGrams, 0.8 * BarSizes.oz * 0.789))
    }

    @Test("ST-4: the grams of alcohol are for the servings asked, and the ABVs do not change with them")
    func grams_followTheServings() throws {
        let one = try #require(estimated(amounts([("Tequila", "1 1/2 oz"), ("Lime juice", "1 oz")])))
        let four = try #require(estimated(amounts([("Tequila", "1 1/2 oz"), ("Lime juice", "1 oz")], servings: 4)))

        #expect(close(four.alcoholGrams, (one.alcoholGrams ?? 0) * 4))
        #expect(close(four.poured, one.poured))
    }

    @Test("ST-1, ST-8: the juice of a citrus fruit is poured by its yield; solids and ice are set aside; a range pours its middle")
    func pour_countsJuiceAndSetsAsideTheRest() throws {
        let sour = try #require(
            estimated(
                amounts([
                    ("Bourbon", "2 oz"), ("Lemon", "Juice of 1/2"), ("Sugar", "1/2 tsp"), ("Ice", "1 cup"), ("Mint", "2 sprigs"),
                    ("Salt", "50 gr"),
                ])))
        let range = try #require(estimated(amounts([("Vodka", "1-3 oz"), ("Orange juice", "2 oz")])))

        #expect(close(sour.poured, 2 * BarSizes.oz * 45 / (2 * BarSizes.oz + BarSizes.lemon / 2)))
        #expect(close(range.poured, 20))
    }

    @Test("ST-5: a recipe in parts is poured and served from its ratios, with no grams")
    func partsRecipe_hasRatiosAndNoGrams() throws {
        let strength = try #require(estimated(amounts([("Vodka", "1 part"), ("Orange juice", "2 parts")], servings: 3)))

        #expect(close(strength.poured, 40.0 / 3))
        #expect(strength.alcoholGrams == nil)
    }

    @Test("ST-6: beside volumes, parts of a non-alcoholic mixer are set aside, and alcohol on the other scale blocks")
    func partsBesideVolumes_followTheFirstAlcohol() throws {
        let slammer = try #require(estimated(amounts([("Tequila", "1 shot"), ("7-Up", "1 part")])))

        #expect(close(slammer.poured, 40))
        #expect(
            amounts([("Red wine", "1/3 part"), ("Peach schnapps", "1 shot")]).strength
                == .unknown(blockedBy: "Peach schnapps", because: .otherScale))
        #expect(amounts([("Gin", "1 oz"), ("Vodka", "1 part")]).strength == .unknown(blockedBy: "Vodka", because: .otherScale))
    }

    @Test(
        "ST-12: a poured liquid with no volume leaves the ABV unknown and is named; the grams stay when it carries no alcohol",
        arguments: [("Top", "Orange juice"), ("Fill with", "Soda water"), (nil, "Orange juice"), ("1 can", "7-Up")] as [(String?, String)])
    func mixerWithoutVolume_leavesTheABVUnknown(measure: String?, ingredient: String) throws {
        let strength = try #require(estimated(amounts([("Vodka", "2 oz"), (ingredient, measure)])))

        #expect(strength.poured == nil)
        #expect(strength.served == nil)
        #expect(strength.servedML == nil)
        #expect(strength.unmeasured == [ingredient])
        #expect(close(strength.alcoholGrams, 2 * BarSizes.oz * 0.4 * 0.789))
    }

    @Test(
        "ST-12: an alcoholic liquid, or one the knowledge does not place, with no volume leaves the ABV and the grams unknown",
        arguments: [("Top", "Champagne"), ("1 can", "Corona"), ("Float Bacardi", "Gin"), ("1/3", "Vodka"), ("Chilled", "Mystery")])
    func alcoholWithoutVolume_leavesTheGramsUnknown(measure: String, ingredient: String) throws {
        let strength = try #require(estimated(amounts([("Orange juice", "2 oz"), (ingredient, measure), ("Champagne", "Top")])))

        #expect(strength.poured == nil)
        #expect(strength.alcoholGrams == nil)
        #expect(strength.unmeasured == (ingredient == "Champagne" ? ["Champagne", "Champagne"] : [ingredient, "Champagne"]))
    }

    @Test("ST-8: a seasoning with no volume is set aside; with one, it counts")
    func seasoning_countsOnlyWhenMeasured() throws {
        let unmeasured = try #require(estimated(amounts([("Gin", "2 oz"), ("Angostura bitters", nil)])))
        let dashed = try #require(estimated(amounts([("Gin", "2 oz"), ("Angostura bitters", "2 dashes")])))

        #expect(close(unmeasured.poured, 40))
        #expect(close(dashed.poured, (2 * BarSizes.oz * 40 + 2 * BarSizes.dash * 44.7) / (2 * BarSizes.oz + 2 * BarSizes.dash)))
    }

    @Test("ST-7: an ingredient with a volume whose ABV is not known blocks the estimate and is named")
    func unknownABVWithVolume_blocks() {
        #expect(
            amounts([("Gin", "1 oz"), ("Mystery liqueur", "1/2 oz")]).strength
                == .unknown(blockedBy: "Mystery liqueur", because: .unknownABV))
        #expect(
            amounts([("Gin", "1 oz"), ("Mystery liqueur", "1 part")]).strength
                == .unknown(blockedBy: "Mystery liqueur", because: .unknownABV))
    }

    @Test("ST-8: solids and garnishes never count, with a volume or without")
    func garnishWithoutVolume_isSetAside() throws {
        let strength = try #require(
            estimated(amounts([("Gin", "2 oz"), ("Mint", "Garnish with"), ("Cucumber", "1 slice"), ("Olive", nil), ("Sugar", "1 tsp")])))

        #expect(close(strength.poured, 40))
    }

    @Test("ST-9: a drink whose liquids carry no alcohol is 0% poured and served, with 0 g, however much of its mixers is poured")
    func nonAlcoholicDrink_isZero() {
        let amounts = amounts([("Orange juice", "4 oz"), ("Soda water", "Top"), ("Mint", "1 sprig")])

        #expect(
            amounts.strength
                == .estimated(Strength(poured: 0, served: 0, method: .shaken, alcoholGrams: 0, unmeasured: ["Soda water"])))
    }

    @Test("ST-10: a drink with nothing poured, and nothing blocking, has no strength")
    func nothingPoured_hasNoStrength() {
        #expect(amounts([("Mint", "Garnish with"), ("Lemon", "1 slice")]).strength == nil)
        #expect(amounts([]).strength == nil)
        #expect(amounts([("Gin", "0 oz")]).strength == nil)
    }

    @Test("ST-11: an ABV outside 0 to 100 is taken at the nearest bound, and one that is not a number is not known")
    func abvOutOfRange_isClamped() throws {
        let spirit = [(name: "Spirit", measure: "1 oz" as String?)]
        let over = RecipeAmounts(ingredients: spirit, instructions: Self.shake, servings: 1, knowledge: TestKnowledge.all(at: 150))
        let infinite = RecipeAmounts(ingredients: spirit, instructions: nil, servings: 1, knowledge: TestKnowledge.all(at: .infinity))
        let under = RecipeAmounts(ingredients: spirit, instructions: nil, servings: 1, knowledge: TestKnowledge.all(at: -5))
        let notANumber = RecipeAmounts(ingredients: spirit, instructions: nil, servings: 1, knowledge: TestKnowledge.all(at: .nan))

        #expect(try #require(estimated(over)).poured == 100)
        #expect(try #require(estimated(over)).served?.isFinite == true)
        #expect(try #require(estimated(infinite)).poured == 100)
        #expect(try #require(estimated(under)).poured == 0)
        #expect(notANumber.strength == .unknown(blockedBy: "Spirit", because: .unknownABV))
    }

    private func amounts(_ ingredients: [(name: String, measure: String?)], servings: Int = 1) -> RecipeAmounts {
        RecipeAmounts(ingredients: ingredients, instructions: Self.shake, servings: servings, knowledge: Self.knowledge.facts)
    }

    private func estimated(_ amounts: RecipeAmounts) -> Strength? {
        guard case .estimated(let strength)? = amounts.strength else { return nil }
        return strength
    }
}
