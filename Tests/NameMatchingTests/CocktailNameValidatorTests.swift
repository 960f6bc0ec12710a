import NameMatching
import Testing

@Suite("CocktailNameValidator")
struct CocktailNameValidatorTests {
    @Test(
        "RI-7: validate delivers the trimmed name on a valid name",
        arguments: [
            ("Margarita", "Margarita"),
            ("  Tommy's Margarita & Co \n", "Tommy's Margarita & Co"),
            ("Piña Colada", "Piña Colada"),
            ("11007", "11007"),
        ])
    func validate_deliversTrimmedNameOnValidName(input: String, expected: String) throws {
        #expect(try CocktailNameValidator.validate(input) == expected)
    }

    @Test("RI-7: validate throws empty on an empty or whitespace-only name", arguments: ["", " ", "   ", "\n", "\t \r\n", "\u{00A0}"])
    func validate_throwsEmptyOnEmptyOrBlankName(input: String) {
        #expect(throws: TypedTextError.empty) { try CocktailNameValidator.validate(input) }
    }

    @Test("RI-7: validate throws too long on a name over the maximum length")
    func validate_throwsTooLongOnNameOverMaximumLength() {
        let name = String(repeating: "a", count: CocktailNameValidator.maximumLength + 1)

        #expect(throws: TypedTextError.tooLong(maximum: 100)) { try CocktailNameValidator.validate(name) }
    }

    @Test("RI-7: validate accepts a name of exactly the maximum length, counted in characters after trimming")
    func validate_acceptsNameOfMaximumLengthInCharactersAfterTrimming() throws {
        let name = String(repeating: "é", count: CocktailNameValidator.maximumLength)

        #expect(try CocktailNameValidator.validate("  \(name)  ") == name)
    }

    @Test(
        "RI-7: validate throws control characters on a name holding a C0, DEL or C1 control",
        arguments: [
            "Gin\u{0}Tonic", "Gin\tTonic", "Gin\nTonic", "\u{1B}[31mRed", "Gin\u{7F}", "Gin\u{80}Tonic", "Gin\u{85}Tonic", "Gin\u{9B}31m",
        ])
    func validate_throwsControlCharactersOnNameWithControl(input: String) {
        #expect(throws: TypedTextError.containsControlCharacters) { try CocktailNameValidator.validate(input) }
    }

    @Test(
        "RI-7: validate throws control characters on a bidirectional control or a line separator, as every typed text does",
        arguments: ["Mar\u{202E}garita", "Gin\u{2066}Tonic", "Gin\u{2028}Tonic"])
    func validate_throwsControlCharactersOnBidiControlOrSeparator(input: String) {
        #expect(throws: TypedTextError.containsControlCharacters) { try CocktailNameValidator.validate(input) }
    }
}
