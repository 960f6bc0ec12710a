import NameMatching
import Testing

@Suite("CocktailQuery")
struct CocktailQueryTests {
    @Test(
        "RI-1: parse delivers an id lookup on an all-ASCII-digit argument", arguments: [("11007", 11007), (" 17216\n", 17216), ("007", 7)])
    func parse_deliversIdOnAllDigitArgument(argument: String, id: Int) throws {
        #expect(try CocktailQuery.parse(argument) == .id(id))
    }

    @Test(
        "RI-1: parse delivers a name search on an argument that is not all ASCII digits",
        arguments: [
            "Margarita", "11007a", "-5", "+5", "1 1", "١٢٣", "99999999999999999999999",
        ])
    func parse_deliversNameOnArgumentNotAllASCIIDigits(argument: String) throws {
        #expect(try CocktailQuery.parse(argument) == .name(argument))
    }

    @Test("RI-7: parse throws the validation error on an invalid argument, before any request can be built")
    func parse_throwsValidationErrorOnInvalidArgument() {
        #expect(throws: TypedTextError.empty) { try CocktailQuery.parse("  ") }
        #expect(throws: TypedTextError.containsControlCharacters) { try CocktailQuery.parse("Gin\u{1B}") }
        #expect(throws: TypedTextError.tooLong(maximum: 100)) { try CocktailQuery.parse(String(repeating: "1", count: 101)) }
    }
}
