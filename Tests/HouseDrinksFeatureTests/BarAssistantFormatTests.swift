import Foundation
import HouseDrinksFeature
import Testing

@Suite("Reading Bar Assistant's Draft 02")
struct BarAssistantFormatTests {
    @Test("MD-2: a document names each ingredient and its strength by _id, with exact amounts, the garnish and the picture")
    func document_readsIngredientsByID() throws {
        let read = try DrinkFile.recipes(in: try fixture("bar-assistant-negroni.json"), lines: simpleLines)

        #expect(
            read == [
                HouseRecipe(
                    name: "Negroni", alcoholic: "Alcoholic", glass: "Rocks",
                    instructions:
                        "1. Add all ingredients to a mixing glass with ice.\n2. Stir until chilled.\n3. Strain over a large cube in a rocks glass.\n\nGarnish: Orange peel",
                    tags: ["IBA Cocktail", "Bitter", "Stirred"], imageURL: "https://bar.example.org/uploads/cocktails/negroni.jpg",
                    ingredients: [
                        HouseIngredient(name: "Gin", measure: "30 ml", abv: 40),
                        HouseIngredient(name: "Campari", measure: "30 ml", abv: 25),
                        HouseIngredient(name: "Sweet Vermouth", measure: "30 ml", abv: 16),
                    ])
            ])
    }

    @Test("MD-2, MD-3: an array of documents; topup of 1 has no volume; a barspoon range and dashes read as measures")
    func array_readsEveryDocument() throws {
        let read = try DrinkFile.recipes(in: try fixture("bar-assistant-collection.json"), lines: simpleLines)

        #expect(read.map(\.name) == ["Paloma", "Old Fashioned"])
        #expect(read[0].ingredients.map(\.measure) == ["2 oz", "0.5 oz", "Top up"])
        #expect(read[0].ingredients[2] == HouseIngredient(name: "Grapefruit soda", measure: "Top up", abv: 0))
        #expect(read[1].ingredients.map(\.measure) == ["60 ml", "1-2 tsp", "2 dash"])
        #expect(read[1].instructions?.hasSuffix("strain over a large cube.") == true)
    }

    @Test("MD-3: a topup of more than 1 is that many ml")
    func largerTopUp_isMillilitres() throws {
        let read = try recipes(document(ingredient: #"{"_id": "soda", "amount": 90, "units": "topup"}"#))

        #expect(read[0].ingredients[0].measure == "90 ml")
    }

    @Test("MD-6: a document without recipe.name or recipe.ingredients, or with a bad amount, names the JSON path")
    func faultyDocument_namesPath() {
        #expect(
            refusal(#"{"recipe": {"ingredients": []}, "ingredients": []}"#)
                == DrinkFileError(.missingField("$.recipe.name"), at: .path("$.recipe.name")))
        #expect(
            refusal(#"[{"recipe": {"name": "A"}}]"#)
                == DrinkFileError(.missingField("$[0].recipe.ingredients"), at: .path("$[0].recipe.ingredients")))
        #expect(
            refusal(document(ingredient: #"{"_id": "gin", "amount": -30, "units": "ml"}"#))
                == DrinkFileError(.badAmount, at: .path("$.recipe.ingredients[0].amount")))
        #expect(
            refusal(document(ingredient: #"{"_id": "gin", "amount": 1e308, "units": "ml"}"#))
                == DrinkFileError(.badAmount, at: .path("$.recipe.ingredients[0].amount")))
        #expect(
            refusal(document(ingredient: #"{"_id": "gin", "amount": "lots", "units": "ml"}"#))
                == DrinkFileError(.wrongType("$.recipe.ingredients[0].amount"), at: .path("$.recipe.ingredients[0].amount")))
        #expect(refusal(#"{"recipe": {"name": "A", "ingredients": []}}"#) == DrinkFileError(.noIngredient, at: .path("$.recipe")))
    }

    @Test("MD-12: Bar Assistant's export reads back to the same recipes")
    func export_roundTrips() throws {
        let original = try DrinkFile.recipes(in: try fixture("bar-assistant-collection.json"), lines: simpleLines)
        let drinks = original.enumerated().map { HouseDrink(id: $0.offset + 1, recipe: $0.element) }

        let again = try DrinkFile.recipes(in: DrinkExport.data(drinks, as: .barAssistant), lines: simpleLines)

        #expect(again == original)
    }

    private func document(ingredient: String) -> String {
        #"{"recipe": {"name": "A", "ingredients": [\#(ingredient)]}, "ingredients": [{"_id": "gin", "name": "Gin", "strength": 40}]}"#
    }
}
