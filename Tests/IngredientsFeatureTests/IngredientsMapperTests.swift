import Foundation
import HTTPCore
import IngredientsFeature
import NameMatching
import TestSupport
import Testing

@Suite("IngredientsMapper")
struct IngredientsMapperTests {
    // MARK: - Every recorded body

    @Test(
        "RI-1: map delivers each recorded search or lookup body's drinks, or the error its drinks member calls for",
        arguments: try Fixtures.names(withPrefix: "search-") + Fixtures.names(withPrefix: "lookup-"))
    func map_deliversDrinksOrMatchingErrorOnEveryRecordedBody(fixture: String) throws {
        let data = try Fixtures.data(fixture)
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        switch raw["drinks"] {
        case nil:
            #expect(throws: RemoteLoadError.invalidData) { try IngredientsMapper.map(data, from: httpResponse(200)) }
        case is NSNull:
            #expect(throws: CocktailLookupError.noSuchCocktail) { try IngredientsMapper.map(data, from: httpResponse(200)) }
        case let drinks as [[String: Any]]:
            let recipes = try IngredientsMapper.map(data, from: httpResponse(200))
            #expect(recipes.map(\.id) == drinks.compactMap { ($0["idDrink"] as? String).flatMap(Int.init) })
            #expect(recipes.map(\.name) == drinks.compactMap { $0["strDrink"] as? String })
            for (recipe, drink) in zip(recipes, drinks) {
                #expect(recipe.ingredients.map(\.name) == nonBlankIngredientNames(in: drink), "\(recipe.name)")
                for ingredient in recipe.ingredients {
                    #expect(ingredient.name == ingredient.name.trimmingCharacters(in: .whitespacesAndNewlines))
                    if let measure = ingredient.measure {
                        #expect(!measure.isEmpty && measure == measure.trimmingCharacters(in: .whitespacesAndNewlines))
                    }
                }
            }
        default:
            Issue.record("\(fixture) has a drinks member of an unexpected shape")
        }
    }

    // MARK: - Slots

    @Test("RI-1: map skips empty, space and newline slots on the 2019 legacy search body")
    func map_skipsBlankSlotsAndDropsBlankMeasuresOnLegacyEmptyStringsBody() throws {
        let recipes = try IngredientsMapper.map(Fixtures.data("search-margarita-2019-legacy-empty-strings.json"), from: httpResponse(200))

        #expect(
            recipes
                == [
                    makeRecipe(
                        id: 11007, name: "Margarita",
                        ingredients: [
                            .init(name: "Tequila", measure: "1 1/2 oz"),
                            .init(name: "Triple sec", measure: "1/2 oz"),
                            .init(name: "Lime juice", measure: "1 oz"),
                            .init(name: "Salt", measure: nil),
                        ]),
                    makeRecipe(
                        id: 11118, name: "Blue Margarita",
                        ingredients: [
                            .init(name: "Tequila", measure: "1 1/2 oz"),
                            .init(name: "Blue Curacao", measure: "1 oz"),
                            .init(name: "Lime juice", measure: "1 oz"),
                            .init(name: "Salt", measure: "Coarse"),
                        ]),
                    makeRecipe(
                        id: 17216, name: "Tommy's Margarita",
                        ingredients: [
                            .init(name: "Tequila", measure: "4.5 cl"),
                            .init(name: "Lime Juice", measure: "1.5 cl"),
                            .init(name: "Agave syrup", measure: "2 spoons"),
                        ]),
                    makeRecipe(
                        id: 16158, name: "Whitecap Margarita",
                        ingredients: [
                            .init(name: "Ice", measure: "1 cup"),
                            .init(name: "Tequila", measure: "2 oz"),
                            .init(name: "Cream of coconut", measure: "1/4 cup"),
                            .init(name: "Lime juice", measure: "3 tblsp fresh"),
                        ]),
                    makeRecipe(
                        id: 12322, name: "Strawberry Margarita",
                        ingredients: [
                            .init(name: "Strawberry schnapps", measure: "1/2 oz"),
                            .init(name: "Tequila", measure: "1 oz"),
                            .init(name: "Triple sec", measure: "1/2 oz"),
                            .init(name: "Lemon juice", measure: "1 oz"),
                            .init(name: "Strawberries", measure: "1 oz"),
                            .init(name: "Salt", measure: nil),
                        ]),
                ].map { $0.withImage(from: recipes) })
    }

    @Test(
        "RI-1: map delivers no image URL when the thumbnail is missing or not a web URL",
        arguments: [nil, "", "javascript:alert(1)", "/relative.jpg"])
    func map_deliversNoImageURLOnMissingOrInvalidThumbnail(thumbnail: String?) throws {
        var drink = drinkJSON(id: "7", name: "Plain")
        drink["strDrinkThumb"] = thumbnail ?? NSNull()

        let recipes = try IngredientsMapper.map(drinksBody([drink]), from: httpResponse(200))

        #expect(recipes.map(\.imageURL) == [nil])
    }

    @Test("RI-1: map delivers trimmed ingredients and measures on the Margarita lookup body")
    func map_deliversTrimmedIngredientsOnMargaritaLookup() throws {
        let recipes = try IngredientsMapper.map(Fixtures.data("lookup-11007-margarita.json"), from: httpResponse(200))

        #expect(
            recipes == [
                makeRecipe(
                    id: 11007, name: "Margarita",
                    ingredients: [
                        .init(name: "Tequila", measure: "1 1/2 oz"),
                        .init(name: "Triple sec", measure: "1/2 oz"),
                        .init(name: "Lime juice", measure: "1 oz"),
                        .init(name: "Salt", measure: nil),
                    ], imageURL: URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"))
            ])
    }

    @Test("RI-1: map delivers every ingredient in slot order on a drink with more than 8 ingredients")
    func map_deliversNinthToLastIngredientsOnDrinkWithMoreThanEightSlots() throws {
        let slots = (1...11).map { (ingredient: Optional("Ingredient \($0)"), measure: Optional("\($0) cl ")) }
        let data = try drinksBody([drinkJSON(id: "42", name: "Long Island", slots: slots)])

        let recipe = try #require(try IngredientsMapper.map(data, from: httpResponse(200)).first)

        #expect(recipe.ingredients == (1...11).map { CocktailIngredient(name: "Ingredient \($0)", measure: "\($0) cl") })
    }

    @Test("RI-1: map delivers all 15 ingredients on a drink with every slot filled")
    func map_deliversFifteenIngredientsOnDrinkWithEverySlotFilled() throws {
        let slots = (1...15).map { (ingredient: Optional("Ingredient \($0)"), measure: Optional("\($0) oz")) }
        let data = try drinksBody([drinkJSON(slots: slots)])

        let recipe = try #require(try IngredientsMapper.map(data, from: httpResponse(200)).first)

        #expect(recipe.ingredients.count == 15)
        #expect(recipe.ingredients.last == CocktailIngredient(name: "Ingredient 15", measure: "15 oz"))
    }

    @Test("RI-1: map keeps slot order and skips gaps on a drink with blank slots between filled ones")
    func map_keepsSlotOrderOnBlankSlotsBetweenFilledOnes() throws {
        let data = try drinksBody([
            drinkJSON(slots: [
                ("Gin", "2 oz"), (nil, "1 oz"), ("", nil), (" ", " "), ("\n", "\n"),
                ("Tonic", nil), (nil, nil), (nil, nil), (nil, nil), (nil, nil),
                (nil, nil), (nil, nil), (nil, nil), (nil, nil), ("Lime", "1 wedge"),
            ])
        ])

        let recipe = try #require(try IngredientsMapper.map(data, from: httpResponse(200)).first)

        #expect(
            recipe.ingredients == [
                .init(name: "Gin", measure: "2 oz"),
                .init(name: "Tonic", measure: nil),
                .init(name: "Lime", measure: "1 wedge"),
            ])
    }

    @Test("RI-1: map delivers ingredients without measures on a drink whose measures are missing")
    func map_deliversNilMeasuresOnDrinkWithoutMeasures() throws {
        let drink: [String: Any] = ["idDrink": "7", "strDrink": "Plain", "strIngredient1": "Espresso", "strIngredient2": "Honey"]

        let recipe = try #require(try IngredientsMapper.map(try drinksBody([drink]), from: httpResponse(200)).first)

        #expect(recipe.ingredients == [.init(name: "Espresso", measure: nil), .init(name: "Honey", measure: nil)])
    }

    @Test("RI-1: map delivers null measures as none on the recorded Gin Cooler")
    func map_deliversNilMeasuresOnRecordedGinCoolerNullMeasures() throws {
        let recipes = try IngredientsMapper.map(Fixtures.data("search-gin-empty-string-slots.json"), from: httpResponse(200))

        let ginCooler = try #require(recipes.first { $0.id == 11407 })

        #expect(
            ginCooler.ingredients == [
                .init(name: "Gin", measure: "2 oz"),
                .init(name: "Carbonated water", measure: nil),
                .init(name: "Powdered sugar", measure: nil),
                .init(name: "Orange spiral", measure: nil),
                .init(name: "Lemon peel", measure: nil),
            ])
    }

    @Test("RI-1: map trims ingredient names and skips non-string slots on a drink with padded or mistyped slots")
    func map_trimsNamesAndSkipsNonStringSlotsOnPaddedOrMistypedSlots() throws {
        let drink: [String: Any] = [
            "idDrink": "9", "strDrink": " Padded ",
            "strIngredient1": "  Lime juice \n", "strMeasure1": 1,
            "strIngredient2": 12, "strMeasure2": "1 oz",
        ]

        let recipe = try #require(try IngredientsMapper.map(try drinksBody([drink]), from: httpResponse(200)).first)

        #expect(recipe == makeRecipe(id: 9, name: "Padded", ingredients: [.init(name: "Lime juice", measure: nil)]))
    }

    // MARK: - Unusable drinks

    @Test("RI-1: map skips drinks without a usable id or name and delivers the rest")
    func map_skipsDrinksWithoutUsableIdOrNameAndDeliversTheRest() throws {
        let data = try drinksBody([
            ["strDrink": "No id"],
            ["idDrink": "12a", "strDrink": "Non-integer id"],
            ["idDrink": "3"],
            ["idDrink": "4", "strDrink": "   "],
            drinkJSON(id: "5", name: "Kept"),
        ])

        #expect(try IngredientsMapper.map(data, from: httpResponse(200)) == [makeRecipe(id: 5, name: "Kept")])
    }

    @Test("RI-4: map throws no such cocktail on a drinks list with nothing usable")
    func map_throwsNoSuchCocktailOnDrinksWithNothingUsable() throws {
        let data = try drinksBody([["strDrink": "No id"], ["idDrink": "3"]])

        #expect(throws: CocktailLookupError.noSuchCocktail) { try IngredientsMapper.map(data, from: httpResponse(200)) }
    }

    @Test("RI-4: map throws no such cocktail on an empty drinks list")
    func map_throwsNoSuchCocktailOnEmptyDrinksList() throws {
        let data = try drinksBody([])

        #expect(throws: CocktailLookupError.noSuchCocktail) { try IngredientsMapper.map(data, from: httpResponse(200)) }
    }

    @Test("RI-4: map throws no such cocktail on the recorded null drinks", arguments: ["search-no-match.json", "lookup-no-match.json"])
    func map_throwsNoSuchCocktailOnRecordedNullDrinks(fixture: String) throws {
        let data = try Fixtures.data(fixture)

        #expect(throws: CocktailLookupError.noSuchCocktail) { try IngredientsMapper.map(data, from: httpResponse(200)) }
    }

    @Test("RI-4: map throws no such cocktail on drinks given as a string")
    func map_throwsNoSuchCocktailOnDrinksString() throws {
        let data = Data(#"{"drinks":"None Found"}"#.utf8)

        #expect(throws: CocktailLookupError.noSuchCocktail) { try IngredientsMapper.map(data, from: httpResponse(200)) }
    }

    // MARK: - Invalid data

    @Test("RI-2: map throws invalid data on a status other than 200 and 404", arguments: [199, 201, 204, 301, 400, 500, 503])
    func map_throwsInvalidDataOnNon200Status(statusCode: Int) throws {
        let data = try Fixtures.data("lookup-11007-margarita.json")

        #expect(throws: RemoteLoadError.invalidData) { try IngredientsMapper.map(data, from: httpResponse(statusCode)) }
    }

    @Test("RI-8: map throws the HTTP not-found error on a 404, never no-such-cocktail", arguments: ["", #"{"drinks":null}"#])
    func map_throwsNotFoundOn404Status(body: String) {
        #expect(throws: RemoteLoadError.notFound) { try IngredientsMapper.map(Data(body.utf8), from: httpResponse(404)) }
    }

    @Test(
        "RI-2: map throws invalid data on a body that is not a drinks envelope",
        arguments: [
            "",
            "<html></html>",
            "not json",
            "{}",
            #"{"ingredients":[]}"#,
            #"{"drinks":42}"#,
            #"{"drinks":true}"#,
            #"{"drinks":{"idDrink":"1"}}"#,
            #"[{"drinks":null}]"#,
        ])
    func map_throwsInvalidDataOnBodyThatIsNotADrinksEnvelope(body: String) throws {
        #expect(throws: RemoteLoadError.invalidData) { try IngredientsMapper.map(Data(body.utf8), from: httpResponse(200)) }
    }

    // MARK: - Helpers

    private func nonBlankIngredientNames(in drink: [String: Any]) -> [String] {
        (1...15).compactMap { slot in
            (drink["strIngredient\(slot)"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { !$0.isEmpty }
    }
}
