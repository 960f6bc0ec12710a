import CocktailDBAPI
import Foundation
import TestSupport
import Testing

@Suite("LenientFields.ingredientSlots")
struct IngredientSlotsTests {
    @Test func ingredientSlots_deliversNoSlotsOnDrinkWithoutIngredients() throws {
        #expect(try slots(of: #"{"idDrink":"1"}"#) == [])
    }

    @Test func ingredientSlots_deliversEveryFilledSlotInOrderUpToTheFifteenth() throws {
        var drink: [String: Any] = [:]
        for slot in 1...16 {
            drink["strIngredient\(slot)"] = "Ingredient \(slot)"
            drink["strMeasure\(slot)"] = "\(slot) cl"
        }

        let slots = try slots(of: drink)

        #expect(slots == (1...15).map { IngredientSlot(name: "Ingredient \($0)", measure: "\($0) cl") })
    }

    @Test(arguments: [nil, "", " ", "\n", " \t\r\n "])
    func ingredientSlots_skipsSlotWithNullEmptyOrBlankNameWhateverItsMeasure(name: String?) throws {
        let slots = try slots(of: [
            "strIngredient1": name ?? NSNull(), "strMeasure1": "1 oz",
            "strIngredient2": "Tequila", "strMeasure2": "2 oz",
        ])

        #expect(slots == [IngredientSlot(name: "Tequila", measure: "2 oz")])
    }

    @Test(arguments: [
        ("1 1/2 oz ", Optional("1 1/2 oz")),
        ("\n2 cl\t", "2 cl"),
        ("", nil),
        (" ", nil),
        ("\n", nil),
    ])
    func ingredientSlots_trimsMeasureAndDeliversNoMeasureWhenEmpty(measure: String, expected: String?) throws {
        let slots = try slots(of: ["strIngredient1": " Lime juice ", "strMeasure1": measure])

        #expect(slots == [IngredientSlot(name: "Lime juice", measure: expected)])
    }

    @Test func ingredientSlots_deliversNoMeasureWhenMeasureIsNullOrMissing() throws {
        let slots = try slots(of: ["strIngredient1": "Salt", "strMeasure1": NSNull(), "strIngredient2": "Ice"])

        #expect(slots == [IngredientSlot(name: "Salt", measure: nil), IngredientSlot(name: "Ice", measure: nil)])
    }

    // MARK: - Helpers

    private func slots(of drink: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws -> [IngredientSlot] {
        try slots(of: String(decoding: try jsonData(drink), as: UTF8.self), sourceLocation: sourceLocation)
    }

    private func slots(of drinkJSON: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [IngredientSlot] {
        let envelope = DrinksEnvelope.decode(Data(#"{"drinks":[\#(drinkJSON)]}"#.utf8)) { $0.ingredientSlots() }
        let drinks: [[IngredientSlot]]? = if case let .drinks(drinks)? = envelope { drinks } else { nil }
        return try #require(drinks?.count == 1 ? drinks?.first : nil, "Not a drink: \(drinkJSON)", sourceLocation: sourceLocation)
    }
}
