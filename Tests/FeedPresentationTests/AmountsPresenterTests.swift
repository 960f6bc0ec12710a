import CatalogueFeature
import Measures
import Testing

@testable import FeedPresentation

/// How `recipe`, `random` and `ingredients` word a recipe's amounts and its strength.
@Suite("Amounts and strength on a recipe")
struct AmountsPresenterTests {
    private static let gin = [("Gin", "2 oz" as String?)]
    private static let ginABV = ["Gin": 40.0]

    @Test("GS-1: the measure as written is kept, and shown as written without a unit or servings")
    func ingredients_keepTheMeasureAsWritten() {
        let viewModel = map([("Tequila", "1 1/2 oz"), ("Salt", nil), ("Lime", "Juice of 1/2")])

        #expect(viewModel.ingredients.map(\.measure) == ["1 1/2 oz", nil, "Juice of 1/2"])
        #expect(viewModel.ingredients.map(\.shown) == ["1 1/2 oz", nil, "Juice of 1/2"])
        #expect(viewModel.ingredients.map(\.line) == ["1 1/2 oz Tequila", "Salt", "Juice of 1/2 Lime"])
    }

    @Test("GS-2, GS-3: volumes are shown in the unit asked, for the servings asked, and the measure as written is kept")
    func ingredients_showVolumesInTheUnitAsked() {
        let viewModel = map([("Gin", "2 oz")], servings: 2, unit: .cl)

        #expect(viewModel.ingredients.first?.measure == "2 oz")
        #expect(viewModel.ingredients.first?.shown == "12 cl")
        #expect(viewModel.ingredients.first?.line == "12 cl Gin")
        #expect(viewModel.servings == 2)
    }

    @Test("each amount's JSON names its kind and its figure for the servings, to the hundredth, with a range's upper bound")
    func ingredients_describeTheirAmountsForJSON() {
        let viewModel = map(
            [("Gin", "1 oz"), ("Bitters", "2-3 dashes"), ("Vodka", "1 part"), ("Sugar", "125 gr"), ("Olive", "2")], servings: 2)

        let amounts = viewModel.ingredients.map(\.amount)
        #expect(amounts[0] == [ListMember("kind", .text("volume")), ListMember("ml", .decimal(59.15))])
        #expect(amounts[1]?.map(\.key) == ["kind", "ml", "maxML"])
        #expect(amounts[2] == [ListMember("kind", .text("parts")), ListMember("parts", .decimal(1))])
        #expect(amounts[3] == [ListMember("kind", .text("weight")), ListMember("grams", .decimal(250))])
        #expect(amounts[4] == [ListMember("kind", .text("count")), ListMember("count", .decimal(4))])
    }

    @Test("an ingredient without an amount has none in JSON, and is shown as written")
    func ingredients_withoutAnAmount_areShownAsWritten() {
        let viewModel = map([("Champagne", "Top")], unit: .ml)

        #expect(viewModel.ingredients.first?.amount == nil)
        #expect(viewModel.ingredients.first?.shown == "Top")
    }

    @Test("GS-4, GS-6: the strength line gives the ABV poured and the grams of alcohol, and the JSON the same to the hundredth")
    func strength_withoutAMethod_givesWhatIsPoured() throws {
        let viewModel = map(Self.gin, abv: Self.ginABV)

        let strength = try #require(viewModel.strength)
        #expect(strength.line == "About 40% poured; about 60 ml in the glass; 19 g of alcohol")
        #expect(
            strength.members == [
                ListMember("poured", .decimal(40)), ListMember("served", .decimal(40)), ListMember("servedML", .decimal(59.15)),
                ListMember("method", .text(nil)), ListMember("alcoholGrams", .decimal(18.67)), ListMember("unmeasured", .texts([])),
            ])
    }

    @Test("the strength line names the method and the ABV served after its dilution")
    func strength_withAMethod_givesWhatIsServed() throws {
        let viewModel = map(Self.gin, instructions: "Stir with ice and strain.", abv: Self.ginABV)

        let strength = try #require(viewModel.strength)
        #expect(strength.line.hasPrefix("About 40% poured, "))
        #expect(strength.line.hasSuffix("% stirred; about 85 ml in the glass; 19 g of alcohol"))
        #expect(strength.members?.contains(ListMember("method", .text("stirred"))) == true)
    }

    @Test("for several servings the grams are of all the drinks, and say how many")
    func strength_forSeveralServings_givesTheGramsOfAll() {
        #expect(
            map(Self.gin, servings: 4, abv: Self.ginABV).strength?.line
                == "About 40% poured; about 60 ml in each glass; 75 g of alcohol in 4 drinks")
    }

    @Test("a drink with no alcohol says so")
    func strength_ofAnAlcoholFreeDrink_saysSo() {
        let viewModel = map([("Orange juice", "4 oz")], abv: ["Orange juice": 0])

        #expect(viewModel.strength?.line == "No alcohol")
        #expect(viewModel.strength?.members?.first == ListMember("poured", .decimal(0)))
    }

    @Test("GS-5, ST-12: a poured liquid without an amount leaves the ABV unknown: the line names it, and JSON's ABVs are null")
    func strength_ofAnUnmeasuredLiquid_namesIt() {
        let cubaLibre = map([("Rum", "2 oz"), ("Cola", nil), ("Tonic", "Top")], abv: ["Rum": 40, "Cola": 0, "Tonic": 0])
        let royale = map([("Gin", "1 oz"), ("Champagne", "Top")], abv: ["Gin": 40, "Champagne": 12])

        #expect(
            cubaLibre.strength
                == StrengthViewModel(
                    line: "Strength not estimated: it depends on how much is poured of Cola, Tonic; 19 g of alcohol",
                    members: [
                        ListMember("poured", .null), ListMember("served", .null), ListMember("servedML", .null),
                        ListMember("method", .text(nil)), ListMember("alcoholGrams", .decimal(18.67)),
                        ListMember("unmeasured", .texts(["Cola", "Tonic"])),
                    ]))
        #expect(royale.strength?.line == "Strength not estimated: it depends on how much is poured of Champagne")
        #expect(royale.strength?.members?.contains(ListMember("alcoholGrams", .null)) == true)
    }

    @Test("a strength that cannot be estimated names the ingredient whose ABV is unknown")
    func strength_blockedByAnUnknownABV_namesIt() {
        #expect(
            map([("Moonshine", "1 oz")]).strength?.line == "Strength not estimated: dringo does not know how strong Moonshine is.")
    }

    @Test("GS-5: a strength that cannot be estimated names the alcohol given on another scale than the rest")
    func strength_blockedByAnotherScale_namesIt() {
        let smut = map([("Red wine", "1/3 part"), ("Peach schnapps", "1 shot")], abv: ["Red wine": 12, "Peach schnapps": 20])

        #expect(
            smut.strength?.line
                == "Strength not estimated: the recipe gives Peach schnapps in parts beside volumes, or in a volume beside parts.")
    }

    @Test("a recipe with nothing poured has no strength line")
    func strength_ofNothingPoured_isNone() {
        #expect(map([("Mint", "3 leaves")], solids: ["Mint"]).strength == nil)
    }

    @Test("LG-4: a converted decimal is written as the language writes it in text, and with a point in JSON's shown")
    func ingredients_writeDecimalsAsTheLanguageDoes() {
        let german = map([("Gin", "1 1/2 oz")], unit: .cl, language: .german)
        let english = map([("Gin", "1 1/2 oz")], unit: .cl)

        #expect(german.ingredients.first?.line == "4,5 cl Gin")
        #expect(german.ingredients.first?.shown == "4.5 cl")
        #expect(english.ingredients.first?.line == "4.5 cl Gin")
    }

    @Test("LG-15: a scaled or converted measure has dringo's words in German; as written and in JSON's shown it stays English")
    func rewrittenMeasures_inGerman() {
        let german = map(
            [("Lime", "Juice of 1"), ("Angostura bitters", "3 dashes"), ("Soda water", "Top")], servings: 2, language: .german)
        let converted = map([("Sugar syrup", "1 tsp"), ("Gin", "Dash")], unit: .oz, language: .german)

        #expect(german.ingredients.map(\.line) == ["Saft von 2 Limetten", "6 Spritzer Angostura Bitter", "Top Sodawasser"])
        #expect(german.ingredients.map(\.shown) == ["Juice of 2", "6 dashes", "Top"])
        #expect(converted.ingredients.map(\.line) == ["1 TL Zuckersirup", "Dash Gin"])
    }

    @Test("LG-24: a counted ingredient takes the language's plural after a number above one, not after a unit or one")
    func countedIngredient_takesThePluralAfterANumber() {
        let german = map([("Lime", "Juice of 1"), ("Egg", "1"), ("Lemon", "1 slice"), ("Cherry", "1")], servings: 2, language: .german)
        let one = map([("Lime", "Juice of 1/2"), ("Egg", "1")], language: .german)
        let range = map([("Orange", "1-2")], language: .french)
        let english = map([("Lime", "Juice of 1"), ("Egg", "2")], servings: 2)

        #expect(german.ingredients.map(\.line) == ["Saft von 2 Limetten", "2 Eier", "2 Scheiben Zitrone", "2 Kirschen"])
        #expect(one.ingredients.map(\.line) == ["Juice of 1/2 Limette", "1 Ei"])
        #expect(range.ingredients.map(\.line) == ["1-2 Oranges"])
        #expect(english.ingredients.map(\.line) == ["Juice of 2 Lime", "4 Egg"], "English keeps TheCocktailDB's name as written")
        #expect(german.ingredients.map(\.name) == ["Lime", "Egg", "Lemon", "Cherry"], "JSON keeps the English name")
    }

    @Test(
        "LG-15: every language words a scaled dash and a teaspoon from its table; English writes them unchanged",
        arguments: Language.allCases)
    func rewrittenMeasures_inEveryLanguage(language: Language) {
        let localizer = Localizer(language: language)
        let dashes = localizer.string("dashes", table: .measureWords)
        let teaspoon = localizer.string("tsp", table: .measureWords)
        let teaspoons = localizer.string("tsp (plural)", table: .measureWords)

        let viewModel = map([("Gin", "1 dash"), ("Water", "1 tsp")], servings: 3, language: language)
        let converted = map([("Water", "1 tsp")], unit: .oz, language: language)

        #expect(viewModel.ingredients.first?.line.hasPrefix("3 \(dashes) ") == true, "\(viewModel.ingredients.first?.line ?? "")")
        #expect(viewModel.ingredients.last?.line.hasPrefix("3 \(teaspoons) ") == true, "\(viewModel.ingredients.last?.line ?? "")")
        #expect(converted.ingredients.first?.line.hasPrefix("1 \(teaspoon) ") == true)
        if language == .english { #expect(viewModel.ingredients.first?.line == "3 dashes Gin") }
    }

    @Test("LG-15: Italian counts teaspoons as Italian does: one and a half teaspoons are cucchiaini, a half a cucchiaino")
    func teaspoons_inItalian() {
        let scaled = map([("Sugar", "1/2 tsp"), ("Honey", "1/2 tbsp")], servings: 3, language: .italian)
        let half = map([("Sugar", "1/2 tsp")], servings: 1, unit: .oz, language: .italian)

        #expect(scaled.ingredients.map(\.line) == ["1 1/2 cucchiaini Zucchero", "1 1/2 cucchiai Miele"])
        #expect(half.ingredients.first?.line == "1/2 cucchiaino Zucchero")
    }

    @Test("Italian words the strength with its own method words and decimal comma")
    func strength_inItalian() {
        let beer = map([("Beer", "12 oz")], instructions: "Stir with ice and strain.", abv: ["Beer": 4.5], language: .italian)

        #expect(beer.strength?.line.hasPrefix("Circa 4,5% non diluito, ") == true)
        #expect(beer.strength?.line.contains("% mescolato; ") == true)
        #expect(beer.strength?.line.hasSuffix(" g di alcol") == true)
    }

    private func map(
        _ ingredients: [(String, String?)], instructions: String? = nil, servings: Int = 1, unit: VolumeUnit? = nil,
        abv: [String: Double] = [:], solids: Set<String> = [], language: Language = .english
    ) -> RecipeViewModel {
        let drink = Drink(
            id: 1, name: "A", instructions: instructions, ingredients: ingredients.map { DrinkIngredient(name: $0.0, measure: $0.1) })
        let amounts = RecipeAmounts.of(
            ingredients.map { (name: $0.0, measure: $0.1) }, instructions: instructions, servings: servings, abv: abv, solids: solids)
        return RecipePresenter(localizer: Localizer(language: language)).map(drink, amounts: amounts, unit: unit)
    }
}
