import CatalogueFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("DrinksMapper")
struct DrinksMapperTests {
    // MARK: - Recorded bodies

    @Test("RC-1: map delivers the whole recipe of the recorded random drink")
    func map_deliversWholeRecipeOnRecordedRandomBody() throws {
        let drinks = try DrinksMapper.map(Fixtures.data("random-178319-aquamarine.json"), from: httpResponse(200))

        #expect(
            drinks == [
                Drink(
                    id: 178_319,
                    name: "Aquamarine",
                    category: "Cocktail",
                    alcoholic: "Alcoholic",
                    glass: "Martini Glass",
                    instructions: "Shake well in a shaker with ice.\r\nStrain in a martini glass.",
                    translatedInstructions: [.italian: "Shakerare bene in uno shaker con ghiaccio.\r\nFiltrare in una coppetta Martini."],
                    ingredients: [
                        DrinkIngredient(name: "Hpnotiq", measure: "2 oz"),
                        DrinkIngredient(name: "Pineapple Juice", measure: "1 oz"),
                        DrinkIngredient(name: "Banana Liqueur", measure: "1 oz"),
                    ],
                    imageURLText: "https://www.thecocktaildb.com/images/media/drink/zvsre31572902738.jpg"
                )
            ])
    }

    @Test("RC-1: map delivers trimmed measures and the German and Italian instructions of the recorded Margarita lookup")
    func map_deliversTranslationsAndTrimmedMeasuresOnRecordedLookup() throws {
        let drink = try #require(try DrinksMapper.map(Fixtures.data("lookup-11007-margarita.json"), from: httpResponse(200)).first)

        #expect(drink.id == 11007)
        #expect(drink.name == "Margarita")
        #expect(drink.category == "Ordinary Drink")
        #expect(drink.glass == "Cocktail glass")
        #expect(
            drink.ingredients == [
                DrinkIngredient(name: "Tequila", measure: "1 1/2 oz"),
                DrinkIngredient(name: "Triple sec", measure: "1/2 oz"),
                DrinkIngredient(name: "Lime juice", measure: "1 oz"),
                DrinkIngredient(name: "Salt", measure: nil),
            ])
        #expect(Set(drink.translatedInstructions.keys) == [.german, .italian])
        #expect(drink.translatedInstructions[.italian]?.hasPrefix("Strofina il bordo") == true)
        #expect(drink.imageURL == URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"))
    }

    @Test("FK-9: map delivers the IBA list and the tags, split at commas with blanks left out, of the recorded Margarita")
    func map_deliversIBAAndTags() throws {
        let margarita = try #require(try DrinksMapper.map(Fixtures.data("lookup-11007-margarita.json"), from: httpResponse(200)).first)
        let body = Data(#"{"drinks":[{"idDrink":"1","strDrink":"A","strIBA":" ","strTags":" Sour, ,IBA ,"}]}"#.utf8)
        let other = try #require(try DrinksMapper.map(body, from: httpResponse(200)).first)

        #expect(margarita.iba == "Contemporary Classics")
        #expect(margarita.tags == ["IBA", "ContemporaryClassic"])
        #expect(other.iba == nil)
        #expect(other.tags == ["Sour", "IBA"])
    }

    @Test(
        "RC-1: map delivers every drink of a recorded search body, in order, with its non-blank slots",
        arguments: [
            "search-margarita.json", "search-gin-empty-string-slots.json", "search-empty-query.json", "lookup-11008-manhattan.json",
        ])
    func map_deliversEveryDrinkOfRecordedSearchBody(fixture: String) throws {
        let data = try Fixtures.data(fixture)
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rawDrinks = try #require(raw["drinks"] as? [[String: Any]])

        let drinks = try DrinksMapper.map(data, from: httpResponse(200))

        #expect(drinks.map(\.id) == rawDrinks.compactMap { ($0["idDrink"] as? String).flatMap(Int.init) })
        for (drink, rawDrink) in zip(drinks, rawDrinks) {
            #expect(drink.ingredients.map(\.name) == nonBlankIngredientNames(in: rawDrink), "\(drink.name)")
            #expect(drink.category == nonBlank(rawDrink["strCategory"]))
            #expect(drink.alcoholic == nonBlank(rawDrink["strAlcoholic"]))
            #expect(drink.glass == nonBlank(rawDrink["strGlass"]))
            #expect(drink.instructions == nonBlank(rawDrink["strInstructions"]))
            #expect(drink.translatedInstructions[.french] == nonBlank(rawDrink["strInstructionsFR"]))
            #expect(drink.translatedInstructions[.spanish] == nonBlank(rawDrink["strInstructionsES"]))
        }
    }

    @Test("RC-2: map delivers no drinks on a recorded no-match body", arguments: ["search-no-match.json", "lookup-no-match.json"])
    func map_deliversNoDrinksOnRecordedNoMatch(fixture: String) throws {
        #expect(try DrinksMapper.map(Fixtures.data(fixture), from: httpResponse(200)) == [])
    }

    // MARK: - Letter bodies

    @Test(
        "RC-2: map delivers no drinks when a letter's drinks are null or a string",
        arguments: [#"{"drinks":null}"#, #"{"drinks":"None Found"}"#])
    func map_deliversNoDrinksOnNullOrTextDrinks(body: String) throws {
        #expect(try DrinksMapper.map(Data(body.utf8), from: httpResponse(200)) == [])
    }

    @Test("RC-3: map delivers invalid data on any status but 200 and 404", arguments: [199, 201, 204, 301, 429, 500])
    func map_deliversInvalidDataOnNon200(status: Int) throws {
        let body = try drinksBody([drinkJSON(id: "1", name: "A drink")])

        #expect(throws: RemoteLoadError.invalidData) { try DrinksMapper.map(body, from: httpResponse(status)) }
    }

    @Test("RC-9: map delivers not found on a 404")
    func map_deliversNotFoundOn404() throws {
        let body = try drinksBody([drinkJSON(id: "1", name: "A drink")])

        #expect(throws: RemoteLoadError.notFound) { try DrinksMapper.map(body, from: httpResponse(404)) }
    }

    @Test(
        "RC-3: map delivers invalid data on a body that is no drinks envelope",
        arguments: ["", "<html></html>", "[]", "{}", #"{"other":[]}"#, #"{"drinks":42}"#, #"{"drinks":{}}"#, #"{"drinks":[]"#])
    func map_deliversInvalidDataOnNonEnvelopeBody(body: String) throws {
        #expect(throws: RemoteLoadError.invalidData) { try DrinksMapper.map(Data(body.utf8), from: httpResponse(200)) }
    }

    @Test("RC-1: map skips a drink with no integer id or no name, and delivers the rest")
    func map_skipsDrinksWithoutIDOrName() throws {
        let body = try drinksBody([
            drinkJSON(id: "1", name: "Kept"),
            ["strDrink": "No id"],
            drinkJSON(id: "1a", name: "Bad id"),
            ["idDrink": "3"],
            drinkJSON(id: "4", name: "  "),
            drinkJSON(id: "5", name: " Also kept "),
        ])

        let drinks = try DrinksMapper.map(body, from: httpResponse(200))

        #expect(drinks.map(\.id) == [1, 5])
        #expect(drinks.map(\.name) == ["Kept", "Also kept"])
    }

    @Test("RC-1: map delivers nil for missing, null or blank text fields and an invalid image URL")
    func map_deliversNilForMissingOrBlankTextFields() throws {
        let body = try drinksBody([
            drinkJSON(
                id: "7", name: "Plain",
                [
                    "strCategory": NSNull(), "strAlcoholic": "", "strGlass": " \n", "strInstructions": NSNull(),
                    "strInstructionsIT": "", "strInstructionsDE": NSNull(), "strDrinkThumb": "javascript:alert(1)",
                ])
        ])

        let drinks = try DrinksMapper.map(body, from: httpResponse(200))

        #expect(drinks == [Drink(id: 7, name: "Plain")])
    }

    @Test("RC-1: map delivers every language's instructions, trimmed")
    func map_deliversEveryTranslationTrimmed() throws {
        let body = try drinksBody([
            drinkJSON(
                id: "7", name: "Polyglot",
                [
                    "strInstructions": " Stir. ", "strInstructionsIT": "Mescolare.\n", "strInstructionsDE": "Rühren.",
                    "strInstructionsES": "Remover.", "strInstructionsFR": "Remuer.",
                ])
        ])

        let drink = try #require(try DrinksMapper.map(body, from: httpResponse(200)).first)

        #expect(drink.instructions == "Stir.")
        #expect(drink.translatedInstructions == [.italian: "Mescolare.", .german: "Rühren.", .spanish: "Remover.", .french: "Remuer."])
    }

    // MARK: - Helpers

    private func nonBlankIngredientNames(in drink: [String: Any]) -> [String] {
        (1...15).compactMap { nonBlank(drink["strIngredient\($0)"]) }
    }

    private func nonBlank(_ value: Any?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
