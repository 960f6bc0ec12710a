import TestSupport
import Testing

@testable import FeedPresentation
@testable import FeedTerminalUI

struct TextRecipeViewTests {
    @Test("prints the name, the details, the indented ingredient lines and the instructions, in one write")
    func display_printsWholeRecipe() {
        let output = RecordingSink()

        makeView(output: output).display(makeRecipe())

        #expect(
            output.text == """
                Margarita
                Ordinary Drink, Alcoholic, Cocktail glass

                    1 1/2 oz Tequila
                    Salt

                Rub the rim of the glass with the lime slice.

                """)
        #expect(output.writeSizes.count == 1)
    }

    @Test("GS-4: the strength line comes under the details, before a favourite's lines and the ingredients")
    func display_printsTheStrengthUnderTheDetails() {
        let favourite = FavouriteViewModel(rating: nil, note: nil, lines: ["One of your favourites"])
        let output = RecordingSink()
        let withStrength = RecordingSink()

        makeView(output: output).display(makeRecipe(instructions: nil).keeping(favourite))
        makeView(output: withStrength).display(makeRecipe(strength: sampleStrength, instructions: nil).keeping(favourite))

        #expect(
            withStrength.text == """
                Margarita
                Ordinary Drink, Alcoholic, Cocktail glass
                About 40% poured, 30% shaken; 14 g of alcohol
                One of your favourites

                    1 1/2 oz Tequila
                    Salt

                """)
        #expect(!output.text.contains("About"))
    }

    @Test("a recipe with no details, ingredients or instructions is its name alone")
    func display_printsNameAloneForBareRecipe() {
        let output = RecordingSink()

        makeView(output: output).display(makeRecipe(details: nil, ingredients: [], instructions: nil))

        #expect(output.text == "Margarita\n")
    }

    @Test("blank instructions add no empty section")
    func display_addsNothingForBlankInstructions() {
        let output = RecordingSink()

        makeView(output: output).display(makeRecipe(details: nil, ingredients: [], instructions: " \n "))

        #expect(output.text == "Margarita\n")
    }

    @Test("the name is bold and the details dim when styled")
    func display_stylesNameAndDetails() {
        let output = RecordingSink()

        makeView(output: output, style: TextStyle(isEnabled: true)).display(makeRecipe(ingredients: [], instructions: nil))

        #expect(output.text == "\u{1B}[1mMargarita\u{1B}[0m\n\u{1B}[2mOrdinary Drink, Alcoholic, Cocktail glass\u{1B}[0m\n")
    }

    @Test("the instructions are wrapped to the width, keeping their own line breaks")
    func display_wrapsInstructionsToWidth() {
        let output = RecordingSink()
        let instructions = "Rub the rim of the glass with the lime slice to make the salt stick to it.\nShake."

        makeView(output: output, width: 30).display(makeRecipe(details: nil, ingredients: [], instructions: instructions))

        #expect(output.text == "Margarita\n\nRub the rim of the glass with\nthe lime slice to make the\nsalt stick to it.\nShake.\n")
        #expect(output.text.split(separator: "\n").allSatisfy { $0.count <= 30 })
    }

    @Test("a width under 20 wraps at 20")
    func display_wrapsAtTwentyUnderTwenty() {
        let output = RecordingSink()

        makeView(output: output, width: 5).display(
            makeRecipe(details: nil, ingredients: [], instructions: "Shake well with ice then strain"))

        #expect(output.text == "Margarita\n\nShake well with ice\nthen strain\n")
    }

    @Test("hostile strings are sanitized everywhere, and instructions keep only their newlines")
    func display_sanitizesHostileStrings() {
        let output = RecordingSink()
        let recipe = makeRecipe(
            name: hostileName,
            details: hostileName,
            ingredients: [IngredientViewModel(name: hostileName, measure: nil, line: hostileName)],
            instructions: hostileName + "\n" + hostileName)

        makeView(output: output).display(recipe)

        #expect(output.text == "Margarita\nMargarita\n\n    Margarita\n\nMargarita\nMargarita\n")
        #expect(isTerminalSafe(output.text))
    }

    private func makeView(output: RecordingSink, width: Int = 80, style: TextStyle = TextStyle(isEnabled: false)) -> TextRecipeView {
        TextRecipeView(output: output, width: width, style: style)
    }
}
