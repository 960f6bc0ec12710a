import Foundation
import HouseDrinksFeature
import Testing

@Suite("Reading schema.org Recipe JSON-LD")
struct JSONLDFormatTests {
    @Test("MD-4: a saved page's @graph gives its Recipe: ingredients through the reader, HowToSteps, the first image, keywords")
    func page_readsRecipeInGraph() throws {
        let read = try DrinkFile.recipes(in: try fixture("recipe-page.html"), lines: simpleLines)

        #expect(read.count == 1)
        #expect(read[0].name == "Classic Whiskey Sour")
        #expect(read[0].category == "Cocktail")
        #expect(read[0].tags == ["whiskey sour", "bourbon", "egg white"])
        #expect(read[0].imageURL == "https://cocktails.example.com/wp-content/uploads/whiskey-sour.jpg")
        #expect(read[0].ingredients.first == HouseIngredient(name: "bourbon", measure: "2 oz"))
        #expect(read[0].ingredients.count == 5)
        #expect(read[0].instructions?.split(separator: "\n").count == 3)
    }

    @Test("MD-4: a list, @type a list, HowToSections of steps (text, else name), an ImageObject, HTML entities")
    func list_readsSections() throws {
        let read = try DrinkFile.recipes(in: try fixture("recipe-sections.jsonld"), lines: simpleLines)

        #expect(read.map(\.name) == ["Clover Club & Friends"])
        #expect(read[0].instructions == "Dry-shake everything without ice.\nShake again with ice.\nDouble-strain into a coupe.")
        #expect(read[0].imageURL == "https://drinks.example.net/images/clover-club.jpg")
        #expect(read[0].tags == ["gin", "raspberry", "sour"])
    }

    @Test("MD-6: a page without a recipe is none of the formats; a recipe without ingredients names its path")
    func pageWithoutRecipe_isRefused() {
        #expect(refusal("<html><body>Hello</body></html>") == DrinkFileError(.unknownFormat))
        #expect(
            refusal(#"{"@type": "Recipe", "name": "A"}"#)
                == DrinkFileError(.missingField("$.recipeIngredient"), at: .path("$.recipeIngredient")))
    }
}
