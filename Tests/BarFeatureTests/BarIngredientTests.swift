import BarFeature
import Testing

@Suite("Bar ingredient identity")
struct BarIngredientTests {
    @Test("BA-9: names equal ignoring case, diacritics and surrounding whitespace are one ingredient")
    func ingredients_areEqualIgnoringCaseDiacriticsAndSurroundingWhitespace() throws {
        let spellings = ["lime juice", " Lime Juice ", "LIME JUICE", "Limé juice", "\tlime juice\n"]
        let ingredients = try spellings.map { try #require(BarIngredient($0)) }

        #expect(Set(ingredients).count == 1)
        #expect(Set(ingredients.map(\.key)) == ["lime juice"])
        for ingredient in ingredients {
            #expect(ingredient == ingredients[0])
            #expect(ingredient.hashValue == ingredients[0].hashValue)
        }
    }

    @Test("BA-9: an ingredient keeps its spelling, trimmed")
    func ingredient_keepsSpellingTrimmed() throws {
        let ingredient = try #require(BarIngredient("  Limé Juice \n"))

        #expect(ingredient.name == "Limé Juice")
        #expect(ingredient.description == "Limé Juice")
    }

    @Test("BA-9: a blank name is no ingredient")
    func init_deliversNilOnBlankName() {
        #expect(BarIngredient("") == nil)
        #expect(BarIngredient(" \t\n") == nil)
    }

    @Test("BA-9: different names are different ingredients")
    func ingredients_differOnDifferentNames() {
        #expect(BarIngredient("lime") != BarIngredient("lime juice"))
        #expect(BarIngredient("lime juice") != BarIngredient("limejuice"))
    }
}
