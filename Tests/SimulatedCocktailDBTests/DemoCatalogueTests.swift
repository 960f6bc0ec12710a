import Foundation
import TestSupport
import Testing

@testable import SimulatedCocktailDB

@Suite("Demo catalogue")
struct DemoCatalogueTests {
    @Test("filters list a drink once when it names an ingredient in two slots, and break a tie of names by id")
    func filters_listDrinkOnceAndBreakTiesByID() throws {
        let sut = try makeSUT([
            "b": [#"{"idDrink":"20","strDrink":"Bee","strIngredient1":"Gin","strIngredient2":" gin "}"#],
            "a": [
                #"{"idDrink":"30","strDrink":"abc","strIngredient1":"GIN"}"#, #"{"idDrink":"10","strDrink":"ABC","strIngredient1":"Gin"}"#,
            ],
        ])

        let positions = sut.index(of: .ingredient).positions(matching: "gin")

        #expect(positions.map { sut.drinks[$0].id.text } == ["10", "30", "20"])
    }

    @Test("lists each value once, spelled as the lowest id spells it, in the order of those ids, leaving out blank ones")
    func lists_eachValueOnceByLowestID() throws {
        let sut = try makeSUT([
            "a": [
                #"{"idDrink":"3","strDrink":"A","strGlass":"Highball Glass","strIngredient1":"","strIngredient2":"Rum"}"#,
                #"{"idDrink":"2","strDrink":"Ab","strGlass":"Collins glass","strIngredient1":"rum "}"#,
            ],
            "z": [#"{"idDrink":"1","strDrink":"Z","strGlass":"highball glass","strIngredient1":" "}"#],
        ])

        #expect(sut.index(of: .glass).values.map(\.text) == ["highball glass", "Collins glass"])
        #expect(sut.index(of: .ingredient).values.map(\.text) == ["rum "])
        #expect(sut.index(of: .ingredient).positions(matching: " ").isEmpty)
    }

    @Test("keeps an id listed under two letters once, at its first place, and answers its letter files unchanged")
    func keeps_duplicateIDOnce() throws {
        let sut = try makeSUT([
            "a": [#"{"idDrink":"1","strDrink":"Apple"}"#],
            "b": [#"{"idDrink":"1","strDrink":"Banana"}"#, #"{"idDrink":"2","strDrink":"Berry"}"#],
        ])

        #expect(sut.drinks.map(\.name.text) == ["Apple", "Berry"])
        #expect(sut.drink(withID: "1")?.name.text == "Apple")
        #expect(sut.letter("b")?.drinks.count == 2)
    }

    @Test("names the letter file it cannot read")
    func namesUnreadableLetterFile() {
        #expect(throws: DemoDataError.unreadable("catalogue/f-c.json")) {
            try DemoCatalogue { character throws(DemoDataError) in Data((character == "c" ? "{" : #"{"drinks":null}"#).utf8) }
        }
    }

    private func makeSUT(_ objects: [Character: [String]]) throws -> DemoCatalogue {
        try DemoCatalogue { character throws(DemoDataError) in
            guard let drinks = objects[character] else { return Data(#"{"drinks":null}"#.utf8) }
            return Data(#"{"drinks":[\#(drinks.joined(separator: ","))]}"#.utf8)
        }
    }
}
