import Measures
import Testing

struct MeasureShownTests {
    @Test(
        "RA-12: with no unit asked, one drink shows the measure exactly as written",
        arguments: ["1 1/2 oz", "Juice of 1/2", "70ml/2fl oz", "2-3 oz", "Top", "4.5 cL", "1 part", "Dash", "99999 gal"])
    func oneDrink_showsTheWrittenMeasure(written: String) {
        #expect(Measure(written, ingredient: "Gin").shown(in: nil) == written)
    }

    @Test(
        "RA-12: with no unit asked, more drinks show the numbers multiplied, fractions exact and decimals as decimals",
        arguments: [
            ("Juice of 1/2", 4, "Juice of 2"), ("1/3 oz", 3, "1 oz"), ("1 1/2 oz", 4, "6 oz"), ("1/3 oz", 4, "1 1/3 oz"),
            ("4.5 cL", 3, "13.5 cL"), ("0.75 oz", 3, "2.25 oz"), ("2-3 oz", 2, "4-6 oz"), ("1 to 2 shots", 3, "3 to 6 shots"),
            ("2 or 3", 2, "4 or 6"), ("1 oz white", 2, "2 oz white"), ("Add 250 ml", 2, "Add 500 ml"), ("4cl", 2, "8cl"),
            ("½", 2, "1"), ("1 ½ oz", 2, "3 oz"), ("70ml/2fl oz", 2, "140ml"), ("2 wedges", 3, "6 wedges"), ("125 gr", 2, "250 gr"),
            ("Dash", 4, "4 Dashes"), ("Add splash", 2, "Add 2 splashes"), ("Twist of", 2, "2 Twists of"), ("3-2 oz", 2, "6 oz"),
        ])
    func moreDrinks_showTheNumbersMultiplied(written: String, servings: Int, expected: String) {
        #expect(Measure(written, ingredient: "Lemon").scaled(by: servings).shown(in: nil) == expected)
    }

    @Test("RA-12: with no unit asked, parts and measures with no amount show as written for any servings")
    func partsAndNothing_showAsWritten() {
        #expect(Measure("1 1/2 parts", ingredient: "Rum").scaled(by: 4).shown(in: nil) == "1 1/2 parts")
        #expect(Measure("Top", ingredient: "Soda water").scaled(by: 4).shown(in: nil) == "Top")
        #expect(Measure("1 1/2 parts", ingredient: "Rum").scaled(by: 4).shown(in: .ml) == "1 1/2 parts")
    }

    @Test(
        "RA-13: a volume is shown in the unit asked, rounded as a bartender measures",
        arguments: [
            ("1 1/2 oz", VolumeUnit.ml, "45 ml"), ("1 oz", .ml, "30 ml"), ("3/4 oz", .ml, "22.5 ml"), ("1/2 oz", .ml, "15 ml"),
            ("1/4 oz", .ml, "7.5 ml"), ("1/2 tsp", .ml, "2.5 ml"), ("1/8 tsp", .ml, "0.5 ml"), ("1 cup", .ml, "235 ml"),
            ("1 gal", .ml, "3800 ml"), ("1 1/2 oz", .cl, "4.5 cl"), ("1 oz", .cl, "3 cl"), ("1 tsp", .cl, "0.5 cl"),
            ("1/4 tsp", .cl, "0.1 cl"), ("1 fifth", .cl, "75.5 cl"), ("1 gal", .cl, "380 cl"), ("45 ml", .oz, "1 1/2 oz"),
            ("20 ml", .oz, "2/3 oz"), ("4 cl", .oz, "1 1/3 oz"), ("25 ml", .oz, "3/4 oz"), ("1 tsp", .oz, "1 tsp"),
            ("2 tsp", .oz, "1/3 oz"), ("1 cup", .oz, "8 oz"), ("1 l", .oz, "34 oz"), ("2 l", .oz, "68 oz"), ("1 1/4 l", .oz, "42 1/2 oz"),
            ("1 1/2 l", .oz, "51 oz"), ("1 gal", .oz, "128 oz"),
            ("4.5 cl", .oz, "1 1/2 oz"), ("1 shot", .oz, "1 1/2 oz"), ("0 ml", .oz, "0 oz"), ("0 oz", .ml, "0 ml"),
        ])
    func volume_isShownInTheUnitAsked(written: String, unit: VolumeUnit, expected: String) {
        #expect(Measure(written, ingredient: "Gin").shown(in: unit) == expected)
    }

    @Test("RA-13: the volume for the servings is rounded once, in the unit asked")
    func volumeForServings_isRoundedOnce() {
        let tequila = Measure("1 1/2 oz", ingredient: "Tequila").scaled(by: 4)

        #expect(tequila.shown(in: .ml) == "175 ml")
        #expect(tequila.shown(in: .cl) == "17.5 cl")
        #expect(tequila.shown(in: .oz) == "6 oz")
    }

    @Test(
        "RA-13: the words around a volume are kept, a range shown as one, and an alternative dropped",
        arguments: [
            ("1 1/2 oz Bacardi", VolumeUnit.ml, "45 ml Bacardi"), ("Add 250 ml", .cl, "Add 25 cl"), ("2-3 oz", .ml, "60-90 ml"),
            ("70ml/2fl oz", .oz, "2 1/3 oz"), ("1-2 tsp", .ml, "5-10 ml"), ("2 or 2.1 oz", .ml, "60 ml"),
        ])
    func wordsAroundAVolume_areKept(written: String, unit: VolumeUnit, expected: String) {
        #expect(Measure(written, ingredient: "Rum").shown(in: unit) == expected)
    }

    @Test(
        "RA-13: a dash, a splash, a drop, a count, a weight or no amount is shown as written, scaled",
        arguments: [
            ("2 dashes", 1, "2 dashes"), ("2 dashes", 3, "6 dashes"), ("1 splash", 2, "2 splashes"), ("3 drops", 1, "3 drops"),
            ("Juice of 1/2", 4, "Juice of 2"), ("1 lb", 2, "2 lb"), ("Top", 2, "Top"), ("1", 3, "3"),
        ])
    func unmeasuredAmounts_areShownAsWritten(written: String, servings: Int, expected: String) {
        #expect(Measure(written, ingredient: "Lime").scaled(by: servings).shown(in: .ml) == expected)
    }
}
