import Foundation
import TestSupport
import Testing

@testable import SimulatedCocktailDB

@Suite("Letter file reader")
struct LetterFileReaderTests {
    @Test(
        "reads every drink of every letter file, each member as Foundation reads it, each object byte for byte",
        arguments: FixtureCatalogue.letters)
    func reads_everyLetterFileAsFoundationDoes(letter: Character) throws {
        let body = try FixtureCatalogue.fileData(letter)

        let drinks = try #require(LetterFileReader.drinks(in: body))

        let expected = try FixtureCatalogue.drinks(startingWith: letter)
        let objects = try FixtureCatalogue.objects(startingWith: letter)
        let file = String(decoding: body, as: UTF8.self)
        #expect(drinks.count == expected.count)
        for ((drink, recorded), recordedObject) in zip(zip(drinks, expected), objects) {
            #expect(drink.id.text == recorded.id)
            #expect(drink.name.text == recorded.name)
            #expect(drink.category?.text == recorded.category)
            #expect(drink.alcoholic?.text == recorded.alcoholic)
            #expect(drink.glass?.text == recorded.glass)
            #expect(drink.ingredients.map(\.text) == recorded.ingredients)
            #expect(try JSONSerialization.jsonObject(with: drink.json) as? NSDictionary == recordedObject, "\(recorded.id)")
            #expect(file.contains(String(decoding: drink.json, as: UTF8.self)))
        }
    }

    @Test("keeps each string's JSON as written, escapes and quotes included")
    func keeps_stringsAsWritten() throws {
        let body = Data(
            #"{"drinks":[{"idDrink":"1","strDrink":"Fr\u00e9 \/ \"Tiki\" \ud83c\udf79","strDrinkThumb":"https:\/\/x\/a.jpg","strCategory":"Punch \/ Party Drink"}]}"#
                .utf8)

        let drink = try #require(LetterFileReader.drinks(in: body)?.first)

        #expect(drink.name.text == "Fré / \"Tiki\" 🍹")
        #expect(String(decoding: drink.name.json, as: UTF8.self) == #""Fr\u00e9 \/ \"Tiki\" \ud83c\udf79""#)
        #expect(String(decoding: drink.thumbnailJSON ?? Data(), as: UTF8.self) == #""https:\/\/x\/a.jpg""#)
        #expect(drink.category?.text == "Punch / Party Drink")
        #expect(
            String(decoding: drink.filterItemJSON, as: UTF8.self)
                == #"{"strDrink":"Fr\u00e9 \/ \"Tiki\" \ud83c\udf79","strDrinkThumb":"https:\/\/x\/a.jpg","idDrink":"1"}"#)
    }

    @Test("reads a body written with white space, keeping each object's bytes from brace to brace")
    func reads_bodyWithWhiteSpace() throws {
        let object = "{\n  \"idDrink\" : \"2\",\n  \"strDrink\": \"Gin\",\n  \"strIngredient2\": \"Lime\", \"strIngredient1\": \"Gin\" }"
        let body = Data("\n{ \"drinks\" : [ \(object) ] }\n".utf8)

        let drink = try #require(LetterFileReader.drinks(in: body)?.first)

        #expect(String(decoding: drink.json, as: UTF8.self) == object)
        #expect(drink.ingredients.map(\.text) == ["Gin", "Lime"], "in slot order, not the body's")
    }

    @Test("steps over members of every other type, and reads only strings as values")
    func steps_overOtherValues() throws {
        let body = Data(
            #"{"drinks":[{"idDrink":"3","strTags":["a",{"b":"]}"}],"strVideo":-1.5e3,"strIBA":true,"strDrink":"Tea","strGlass":7,"strCategory":null,"strIngredient16":"Ice","strIngredient+2":"Rum","strIngredient01":"Lime","strIngredient":"Mint"}]}"#
                .utf8)

        let drink = try #require(LetterFileReader.drinks(in: body)?.first)

        #expect(drink.name.text == "Tea")
        #expect(drink.glass == nil && drink.category == nil && drink.thumbnailJSON == nil)
        #expect(drink.ingredients.isEmpty, "there is no 16th slot, and no other spelling of a slot's number")
    }

    @Test("leaves out an object without a string id and name, or whose name no string can hold")
    func leavesOut_drinksWithoutIDOrName() throws {
        let body = Data(
            #"{"drinks":[{"idDrink":4,"strDrink":"A"},{"strDrink":"B"},{"idDrink":"5","strDrink":"\ud83c"},{"idDrink":"6","strDrink":"C"}]}"#
                .utf8)

        let drinks = try #require(LetterFileReader.drinks(in: body))

        #expect(drinks.map(\.name.text) == ["C"])
    }

    @Test("reads drinks: null as no drinks")
    func reads_nullAsNoDrinks() throws {
        #expect(LetterFileReader.drinks(in: Data(#"{"drinks":null}"#.utf8)) == [])
    }

    @Test(
        "refuses a body that is no drinks envelope of objects",
        arguments: [
            "", "[]", "{}", #"{"drinks":"None Found"}"#, #"{"drinks":[1]}"#, #"{"drinks":[{"idDrink":"1"}"#, #"{"drinks":[]} x"#,
            #"{"drinks":[{"strDrink":"a\u00"}]}"#, "{\"drinks\":[{\"strDrink\":\"a\u{1}\"}]}", #"{"drinks":[{"strDrink":"\q"}]}"#,
            #"{"drinks":[{"x":]}]}"#,
        ])
    func refuses_nonEnvelopes(text: String) {
        #expect(LetterFileReader.drinks(in: Data(text.utf8)) == nil)
    }
}
