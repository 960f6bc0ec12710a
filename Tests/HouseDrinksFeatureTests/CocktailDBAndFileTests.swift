import Foundation
import HouseDrinksFeature
import Testing

@Suite("Reading TheCocktailDB's JSON, and any file")
struct CocktailDBAndFileTests {
    @Test("MD-5: TheCocktailDB's drinks give their slots, trimmed measures, tags and IBA")
    func cocktailDB_readsSlots() throws {
        let read = try DrinkFile.recipes(in: try fixture("cocktaildb.json"), lines: simpleLines)

        #expect(read[0].name == "Margarita")
        #expect(read[0].iba == "Contemporary Classics")
        #expect(read[0].tags == ["IBA", "ContemporaryClassic"])
        #expect(read[0].ingredients.map(\.measure) == ["1 1/2 oz", "1/2 oz", "1 oz", nil])
    }

    @Test("MD-12: TheCocktailDB's export reads back to the same recipes")
    func cocktailDB_roundTrips() throws {
        let original = try DrinkFile.recipes(in: try fixture("cocktaildb.json"), lines: simpleLines)

        let again = try DrinkFile.recipes(
            in: DrinkExport.data([HouseDrink(id: 1, recipe: original[0])], as: .cocktailDB), lines: simpleLines)

        #expect(again == original)
    }

    @Test("MD-6: an empty file, a file over 5 MB, bytes that are not UTF-8, text of no format and broken JSON are refused")
    func unreadableFiles_areRefused() {
        #expect(refusal(" \n\t") == DrinkFileError(.empty))
        #expect(
            refusal(Data(repeating: UInt8(ascii: " "), count: DrinkFile.largestBytes + 1))
                == DrinkFileError(.tooLarge(maximumBytes: DrinkFile.largestBytes)))
        #expect(refusal(Data([0x23, 0x20, 0xFF, 0xFE])) == DrinkFileError(.notText))
        #expect(refusal("Negroni: gin, campari, vermouth") == DrinkFileError(.unknownFormat, at: .line(1)))
        #expect(
            refusal("{\n\"drinks\": [\n}") == DrinkFileError(.malformedJSON, at: .line(3))
                || refusal("{\n\"drinks\": [\n}")?.problem == .malformedJSON)
        #expect(refusal(#"{"something": 1}"#) == DrinkFileError(.unknownFormat))
    }

    @Test("MD-6: two drinks of one name in one file, whatever the format, refuse the file")
    func repeatedNames_areRefused() {
        let drinks = #"{"drinks": [{"strDrink": "A", "strIngredient1": "Gin"}, {"strDrink": "a", "strIngredient1": "Rum"}]}"#

        #expect(refusal(drinks) == DrinkFileError(.duplicateName("a")))
    }
}
