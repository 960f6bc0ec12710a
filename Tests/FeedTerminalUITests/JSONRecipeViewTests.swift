import Foundation
import TestSupport
import Testing

@testable import FeedPresentation
@testable import FeedTerminalUI

struct JSONRecipeViewTests {
    @Test("FK-9: writes one document in the contract's shape, the cocktail with its IBA list and tags")
    func display_writesContractShape() throws {
        let output = RecordingSink()

        JSONRecipeView(output: output).display(makeRecipe(strength: sampleStrength))

        let document = try parse(output)
        #expect(
            Set(document.keys) == ["cocktail", "ingredients", "servings", "strength", "instructions", "instructionsLanguage", "favourite"])
        let cocktail = try #require(document["cocktail"] as? [String: Any])
        #expect(Set(cocktail.keys) == ["id", "name", "category", "alcoholic", "glass", "imageURL", "iba", "tags", "source"])
        #expect(cocktail["source"] as? String == "thecocktaildb")
        #expect(cocktail["id"] as? Int == 11007)
        #expect(cocktail["name"] as? String == "Margarita")
        #expect(cocktail["category"] as? String == "Ordinary Drink")
        #expect(cocktail["alcoholic"] as? String == "Alcoholic")
        #expect(cocktail["glass"] as? String == "Cocktail glass")
        #expect(cocktail["imageURL"] as? String == "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg")
        #expect(cocktail["iba"] as? String == "Contemporary Classics")
        #expect(cocktail["tags"] as? [String] == ["IBA", "ContemporaryClassic"])
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.count == 2)
        #expect(ingredients.allSatisfy { Set($0.keys) == ["name", "measure", "amount", "shown"] })
        #expect(ingredients[0]["name"] as? String == "Tequila")
        #expect(ingredients[0]["measure"] as? String == "1 1/2 oz")
        #expect(ingredients[0]["shown"] as? String == "1 1/2 oz")
        let amount = try #require(ingredients[0]["amount"] as? [String: Any])
        #expect(amount["kind"] as? String == "volume")
        #expect((amount["ml"] as? NSNumber)?.doubleValue == 44.36)
        #expect(ingredients[1]["name"] as? String == "Salt")
        #expect(ingredients[1]["measure"] is NSNull)
        #expect(ingredients[1]["amount"] is NSNull)
        #expect(ingredients[1]["shown"] is NSNull)
        #expect((document["servings"] as? NSNumber)?.intValue == 1)
        let strength = try #require(document["strength"] as? [String: Any])
        #expect((strength["poured"] as? NSNumber)?.doubleValue == 40)
        #expect((strength["served"] as? NSNumber)?.doubleValue == 30.5)
        #expect(strength["method"] as? String == "shaken")
        #expect((strength["alcoholGrams"] as? NSNumber)?.doubleValue == 14)
        #expect(document["instructions"] as? String == "Rub the rim of the glass with the lime slice.")
        #expect(document["instructionsLanguage"] as? String == "en")
        #expect(output.text.hasSuffix("}\n"))
    }

    @Test("missing fields are null and no ingredients an empty list")
    func display_writesNullsForMissingFields() throws {
        let output = RecordingSink()
        let recipe = RecipeViewModel(
            id: 11000, name: "Water", category: nil, alcoholic: nil, glass: nil, details: nil, imageURL: nil, ingredients: [],
            servings: 3, strength: nil, instructions: nil, instructionsLanguage: nil, instructionsNote: nil, favourite: nil, iba: nil,
            tags: [], listing: nil)

        JSONRecipeView(output: output).display(recipe)

        #expect(
            output.text
                == #"{"cocktail":{"id":11000,"name":"Water","category":null,"alcoholic":null,"glass":null,"imageURL":null,"iba":null,"tags":[],"#
                + #""source":"thecocktaildb"},"#
                + #""ingredients":[],"servings":3,"strength":null,"instructions":null,"instructionsLanguage":null,"favourite":null}"# + "\n"
        )
        _ = try parse(output)
    }

    @Test("Italian instructions say so")
    func display_writesItalianInstructionsLanguage() throws {
        let output = RecordingSink()

        JSONRecipeView(output: output).display(makeRecipe(instructions: "Mescolare.", instructionsLanguage: "it"))

        let document = try parse(output)
        #expect(document["instructions"] as? String == "Mescolare.")
        #expect(document["instructionsLanguage"] as? String == "it")
    }

    @Test("hostile strings are sanitized, and instructions keep their newlines")
    func display_sanitizesHostileStrings() throws {
        let output = RecordingSink()
        let recipe = makeRecipe(
            name: hostileName,
            ingredients: [IngredientViewModel(name: hostileName, measure: hostileName, line: hostileName)],
            instructions: hostileName + "\n" + hostileName)

        JSONRecipeView(output: output).display(recipe)

        #expect(isTerminalSafe(output.text))
        let document = try parse(output)
        let cocktail = try #require(document["cocktail"] as? [String: Any])
        #expect(cocktail["name"] as? String == "Margarita")
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.first?["name"] as? String == "Margarita")
        #expect(ingredients.first?["measure"] as? String == "Margarita")
        #expect(document["instructions"] as? String == "Margarita\nMargarita")
    }

    private func parse(_ output: RecordingSink) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: output.data) as? [String: Any])
    }
}
