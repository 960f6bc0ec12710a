import Foundation
import SharedAPI
import Testing
import TestSupport

@Suite("DrinksEnvelope")
struct DrinksEnvelopeTests {
    @Test func decode_deliversNullOnNullDrinks() {
        #expect(decode(#"{"drinks":null}"#) == .null)
    }

    @Test func decode_deliversDrinksOnList() {
        #expect(decode(#"{"drinks":[{"name":"Margarita"},{"name":"Mojito"}]}"#) == .drinks([Named("Margarita"), Named("Mojito")]))
    }

    @Test func decode_deliversEmptyDrinksOnEmptyList() {
        #expect(decode(#"{"drinks":[]}"#) == .drinks([]))
    }

    @Test func decode_deliversTextOnString() {
        #expect(decode(#"{"drinks":"None Found"}"#) == .text("None Found"))
    }

    @Test func decode_ignoresOtherMembers() {
        #expect(decode(#"{"other":1,"drinks":null,"more":[true]}"#) == .null)
    }

    @Test(arguments: [
        "",
        "   ",
        "garbage",
        "<html></html>",
        #"{"drinks":"#,
        #"{}"#,
        #"{"Drinks":[]}"#,
        #"[{"drinks":[]}]"#,
        #""drinks""#,
        "null",
        "42",
        #"{"drinks":42}"#,
        #"{"drinks":true}"#,
        #"{"drinks":{"name":"Margarita"}}"#,
    ])
    func decode_deliversNilOnBodyWithoutUsableDrinksMember(body: String) {
        #expect(decode(body) == nil)
    }

    @Test func decode_deliversNilOnEmptyData() {
        #expect(DrinksEnvelope<Named>.decode(Data()) == nil)
    }

    @Test func decode_deliversNilOnNonUTF8Data() {
        #expect(DrinksEnvelope<Named>.decode(Data([0xFF, 0xFE, 0x00, 0x7B])) == nil)
    }

    @Test func decode_dropsOnlyTheElementsThatFailToDecode() {
        let body = #"{"drinks":[{"name":"Margarita"}, 3, "x", null, [], {"nameless":true}, {"name":"Mojito"}]}"#

        #expect(decode(body) == .drinks([Named("Margarita"), Named("Mojito")]))
    }

    @Test func decode_keepsNonObjectElementsForLenientDrinks() {
        let body = #"{"drinks":[{"idDrink":"11007"}, 3, "x", null, {"idDrink":"11008"}]}"#

        let envelope = DrinksEnvelope<LenientID>.decode(Data(body.utf8))

        #expect(envelope == .drinks([LenientID(id: 11007), LenientID(id: nil), LenientID(id: nil), LenientID(id: nil), LenientID(id: 11008)]))
    }

    @Test(arguments: [
        ("search-margarita.json", 6),
        ("search-gin-empty-string-slots.json", 17),
        ("filter-category-cocktail.json", 100),
        ("latest-v2.json", 10),
    ])
    func decode_deliversEveryDrinkOfRecordedLists(fixture: String, count: Int) throws {
        let envelope = DrinksEnvelope<LenientID>.decode(try Fixtures.data(fixture))

        guard case let .drinks(drinks) = envelope else {
            Issue.record("Expected a list of drinks, got \(String(describing: envelope))")
            return
        }
        #expect(drinks.count == count)
        #expect(drinks.allSatisfy { $0.id != nil })
    }

    @Test(arguments: ["lookup-no-match.json", "search-no-match.json"])
    func decode_deliversNullOnRecordedMisses(fixture: String) throws {
        #expect(DrinksEnvelope<LenientID>.decode(try Fixtures.data(fixture)) == .null)
    }

    // MARK: - Helpers

    private func decode(_ body: String) -> DrinksEnvelope<Named>? {
        DrinksEnvelope<Named>.decode(Data(body.utf8))
    }

    /// A strict drink: anything but an object with a string `name` fails to decode.
    private struct Named: Decodable, Sendable, Equatable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// A lenient drink, as the features write them: it never fails.
    private struct LenientID: Decodable, Sendable, Equatable {
        let id: Int?

        init(id: Int?) { self.id = id }

        init(from decoder: any Decoder) {
            id = LenientFields(from: decoder).identifier("idDrink")
        }
    }
}
