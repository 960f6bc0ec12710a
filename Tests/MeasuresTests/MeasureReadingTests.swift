import Measures
import Testing

struct MeasureReadingTests {
    private typealias Size = BarSizes

    @Test(
        "RA-1: a number before a unit of volume reads as its volume in ml",
        arguments: [
            ("2 oz", 2 * Size.oz), ("2 fl oz", 2 * Size.oz), ("2 fl. oz.", 2 * Size.oz), ("1 ounce", Size.oz),
            ("3 ml", 3), ("3 cl", 30), ("3 dl", 300), ("3 l", 3000), ("3 litres", 3000),
            ("1 tsp", Size.tsp), ("1 teaspoon", Size.tsp), ("1 tbsp", Size.tbsp), ("1 tblsp", Size.tbsp), ("1 tablespoon", Size.tbsp),
            ("1 cup", Size.cup), ("1 pint", Size.pint), ("1 quart", Size.quart), ("1 qt", Size.quart), ("1 gallon", Size.gallon),
            ("1 gal", Size.gallon), ("1 fifth", Size.fifth), ("1 pony", Size.oz), ("1 shot", Size.shot), ("1 jigger", Size.shot),
            ("1 measure", Size.shot), ("1 dash", Size.dash), ("1 splash", Size.splash), ("1 drop", Size.drop),
        ] as [(String, Double)])
    func volumeUnit_readsAsMillilitres(measure: String, expectedML: Double) {
        expectAmount(measure, is: ml(expectedML))
    }

    @Test(
        "RA-1: a unit reads in any case, plural, and with or without a space",
        arguments: [("4cl", 40.0), ("4 CL", 40), ("4 cL", 40), ("2 Shots", 2 * Size.shot), ("3 dashes", 3 * Size.dash), ("1OZ", Size.oz)])
    func volumeUnit_readsInAnyCaseAndSpacing(measure: String, expectedML: Double) {
        expectAmount(measure, is: ml(expectedML))
    }

    @Test("RA-2: a number before part or parts reads as parts, never as ml")
    func parts_readAsParts() {
        expectAmount("1 part", is: parts(1))
        expectAmount("1/3 part", is: parts(1.0 / 3))
        expectAmount("2 Parts", is: parts(2))
    }

    @Test("RA-3: a bare number, or a number before a word that is no unit, counts pieces")
    func number_withoutUnit_countsPieces() {
        expectAmount("1", ingredient: "Cherry", is: count(1))
        expectAmount("2 wedges", ingredient: "Lime", is: count(2))
        expectAmount("1 twist of", ingredient: "Lemon peel", is: count(1))
        expectAmount("1 large", ingredient: "Orange", is: count(1))
        expectAmount("2 bottles", ingredient: "Lemon juice", is: count(2))
    }

    @Test(
        "RA-3: the juice of a citrus fruit counts the fruit and gives the juice it yields",
        arguments: [("Lime", BarSizes.lime), ("Lemon", BarSizes.lemon), ("Orange", BarSizes.orange), ("lemon juice", BarSizes.lemon)])
    func juiceOfCitrus_givesItsYield(fruit: String, yield: Double) {
        let measure = Measure("Juice of 1/2", ingredient: fruit)

        #expect(measure.amount == count(0.5))
        #expect(close(measure.juiceML, yield / 2))
    }

    @Test("RA-3: the juice of a fruit that is no known citrus, or a count of citrus, gives no juice")
    func juiceOfOtherFruit_givesNoJuice() {
        #expect(Measure("Juice of 1/2", ingredient: "Cantaloupe").juiceML == nil)
        #expect(Measure("2 wedges", ingredient: "Lime").juiceML == nil)
        #expect(Measure("Juice of 1 wedge", ingredient: "Lemon").juiceML == nil)
    }

    @Test(
        "RA-4: a number before a unit of weight reads as grams",
        arguments: [("125 gr", 125.0), ("50 g", 50), ("1 lb", BarSizes.pound), ("1/2 kg", 500), ("2 grams", 2)])
    func weightUnit_readsAsGrams(measure: String, expectedGrams: Double) {
        expectAmount(measure, is: grams(expectedGrams))
    }

    @Test(
        "RA-5: a measure with no number has no amount, and keeps its text",
        arguments: ["Top", "Fill with", "Garnish with", "to taste", "Chilled", "top up with", "cubes", "wedges", "Squeeze", ""])
    func measureWithoutNumber_hasNoAmount(written: String) {
        let measure = Measure(written, ingredient: "Soda water")

        #expect(measure.amount == nil)
        #expect(measure.written == written)
        #expect(measure.shown(in: .ml) == written)
    }

    @Test("RA-5: a unit alone is one of it")
    func unitAlone_isOne() {
        expectAmount("Dash", is: ml(Size.dash))
        expectAmount("Add splash", is: ml(Size.splash))
        expectAmount("Twist of", ingredient: "Lemon peel", is: count(1))
        expectAmount("pinch", ingredient: "Salt", is: count(1))
    }

    @Test(
        "RA-6: numbers read as integers, decimals, fractions, mixed and unicode fractions",
        arguments: [
            ("2 oz", 2.0), ("1.5 oz", 1.5), ("4,5 oz", 4.5), ("0.25 oz", 0.25), ("1/3 oz", 1.0 / 3), ("1 1/2 oz", 1.5),
            ("½ oz", 0.5), ("1½ oz", 1.5), ("1 ½ oz", 1.5), ("¾ oz", 0.75), ("⅓ oz", 1.0 / 3), ("2 2/3 oz", 8.0 / 3),
            ("1-1/2 oz", 1.5), ("1-½ oz", 1.5), ("0.123456789 oz", 0.123456789), ("1,5 oz", 1.5),
        ] as [(String, Double)])
    func numbers_readInEveryForm(measure: String, ounces: Double) {
        expectAmount(measure, is: ml(ounces * Size.oz))
    }

    @Test("RA-6: a comma before three digits separates thousands, before fewer it is a decimal point")
    func comma_separatesThousandsOrDecimals() {
        expectAmount("1,000 ml", is: ml(1000))
        expectAmount("12,500 ml", is: ml(12_500))
        expectAmount("4,5 cl", is: ml(45))
        expectAmount("4,50 cl", is: ml(45))
    }

    @Test("RA-6: a unicode fraction alone counts")
    func unicodeFractionAlone_counts() {
        expectAmount("½", ingredient: "Lime", is: count(0.5))
    }

    private static let ranges: [(String, Amount)] = [
        ("2-3 oz", ml(2 * Size.oz, to: 3 * Size.oz)), ("1 to 2 shots", ml(Size.shot, to: 2 * Size.shot)), ("2 or 3", count(2, to: 3)),
        ("2 - 3 cl", ml(20, to: 30)), ("3/4-1 cup", ml(0.75 * Size.cup, to: Size.cup)), ("1–2 parts", parts(1, to: 2)),
        ("10-12 oz", ml(10 * Size.oz, to: 12 * Size.oz)),
    ]

    @Test("RA-7: a range keeps its lower bound as the amount and its upper bound as the maximum", arguments: ranges)
    func range_keepsBothBounds(measure: String, expected: Amount) {
        expectAmount(measure, ingredient: "Ice", is: expected)
    }

    @Test("RA-7: an upper bound not above the lower one is no range")
    func reversedRange_isNoRange() {
        expectAmount("3-2 oz", is: ml(3 * Size.oz))
        expectAmount("2 or 2 oz", is: ml(2 * Size.oz))
    }

    private static let wordsAround: [(String, Amount)] = [
        ("Add 250 ml", ml(250)), ("About 8 drops", ml(8 * Size.drop)), ("1 oz white", ml(Size.oz)), ("1 1/2 oz Bacardi", ml(1.5 * Size.oz)),
        ("2 oz light or dark", ml(2 * Size.oz)), ("Around rim put 1 pinch", count(1)), ("1 (12 oz) can", count(1)),
    ]

    @Test("RA-8: words before and after the quantity are kept and not read", arguments: wordsAround)
    func wordsAround_areNotRead(measure: String, expected: Amount) {
        expectAmount(measure, is: expected)
    }

    @Test("RA-9: of two alternatives, the first is read")
    func alternatives_readTheFirst() {
        expectAmount("70ml/2fl oz", is: ml(70))
        expectAmount("2 oz / 60 ml", is: ml(2 * Size.oz))
    }

    @Test(
        "RA-10: an absurd amount, a number too long or a fraction over zero has no amount",
        arguments: [
            "99999 gal", "21 l", "1001", "1001 parts", "11 kg", "1234567890 ml", "1/0 oz", "6 gallons", "1,000,000 ml",
            "999,999,999,999,999,999,999 ml",
        ])
    func absurdMeasure_hasNoAmount(written: String) {
        let measure = Measure(written, ingredient: "Water")

        #expect(measure.amount == nil)
        #expect(measure.scaled(by: 4).shown(in: .ml) == written)
    }

    @Test("RA-10: an amount at the bounds is read")
    func amountAtTheBounds_isRead() {
        expectAmount("20 l", is: ml(20_000))
        expectAmount("1000", is: count(1000))
        expectAmount("10 kg", is: grams(10_000))
    }

    @Test("RA-11: servings scale volumes, counts, weights and juice, and keep the written measure")
    func servings_scaleEveryAmount() {
        let tequila = Measure("1 1/2 oz", ingredient: "Tequila").scaled(by: 4)
        let lemon = Measure("Juice of 1/2", ingredient: "Lemon").scaled(by: 4)

        #expect(roughlyEqual(tequila.amount, ml(6 * Size.oz)))
        #expect(tequila.written == "1 1/2 oz")
        #expect(tequila.servings == 4)
        #expect(lemon.amount == count(2))
        #expect(close(lemon.juiceML, 2 * Size.lemon))
        #expect(
            Measure("2-3 oz", ingredient: "Rum").scaled(by: 2).amount.map { roughlyEqual($0, ml(4 * Size.oz, to: 6 * Size.oz)) } == true)
        #expect(Measure("125 gr", ingredient: "Chocolate").scaled(by: 3).amount == grams(375))
    }

    @Test("RA-11: parts stay as they are for any servings")
    func servings_keepParts() {
        #expect(Measure("2 parts", ingredient: "Rum").scaled(by: 5).amount == parts(2))
    }

    @Test("RA-11: servings are for the written measure, and out of range are brought to the nearest bound")
    func servings_areFromTheWrittenMeasureAndClamped() {
        let measure = Measure("1", ingredient: "Lime")

        #expect(measure.scaled(by: 3).scaled(by: 2).amount == count(2))
        #expect(measure.scaled(by: 0).servings == 1)
        #expect(measure.scaled(by: -5).amount == count(1))
        #expect(measure.scaled(by: 1000).servings == 100)
        #expect(measure.scaled(by: .max).amount == count(100))
    }

    @Test("RA-1: the written text is trimmed")
    func written_isTrimmed() {
        #expect(Measure("  1 oz \n", ingredient: "Gin").written == "1 oz")
    }
}
