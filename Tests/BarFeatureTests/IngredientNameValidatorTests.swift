import BarFeature
import NameMatching
import Testing

@Suite("Ingredient name validator")
struct IngredientNameValidatorTests {
    @Test("BA-10: validate delivers the trimmed name on a name that follows the rules of typed text")
    func validate_deliversTrimmedName() throws {
        #expect(try IngredientNameValidator.validate("  Lime Juice \n") == "Lime Juice")
        #expect(try IngredientNameValidator.validate(String(repeating: "é", count: 100)) == String(repeating: "é", count: 100))
    }

    @Test(
        "BA-10: validate throws the name as typed and the rule it breaks",
        arguments: [
            ("lime\u{1B}[2Jjuice", TypedTextError.containsControlCharacters),
            (String(repeating: "a", count: 101), .tooLong(maximum: 100)),
            ("  ", .empty),
        ])
    func validate_throwsNameAndRule(name: String, reason: TypedTextError) {
        #expect(throws: IngredientNameError(name: name, reason: reason)) { try IngredientNameValidator.validate(name) }
    }
}
