import BarFeature
import Testing

/// A recipe's free-text ingredient read as a bartender reads it, for `makeable`, `search --ingredient` and the strength.
struct FreeTextIngredientNameTests {
    @Test(
        "MD-13: the longest run of words the knowledge places, the rightmost of equals; a note after a comma is left out",
        arguments: [
            ("fresh lemon juice", "fresh lemon juice"), ("freshly squeezed lime juice", "lime juice"), ("London dry gin", "gin"),
            ("a large egg white", "egg white"), ("Angostura bitters, for garnish", "Angostura bitters"), ("Gin", "Gin"),
            ("good bourbon (about 2 oz)", "bourbon"),
        ])
    func freeText_isReadAsABartenderReadsIt(text: String, placed: String) throws {
        let knowledge = try IngredientKnowledge.bundled()

        #expect(knowledge.placedName(readingFreeText: text)?.lowercased() == placed.lowercased())
    }

    @Test("MD-13: text whose words the knowledge places none of is nil")
    func unknownText_isNil() throws {
        #expect(try IngredientKnowledge.bundled().placedName(readingFreeText: "zorblax nectar") == nil)
    }
}
