import CocktailDBAPI
import Foundation
import TestSupport
import Testing

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
        #expect(DrinksEnvelope.decode(Data(), drink: Named.init) == nil)
    }

    @Test func decode_deliversNilOnNonUTF8Data() {
        #expect(DrinksEnvelope.decode(Data([0xFF, 0xFE, 0x00, 0x7B]), drink: Named.init) == nil)
    }

    @Test func decode_dropsOnlyTheElementsThatFailToDecode() {
        let body = #"{"drinks":[{"name":"Margarita"}, 3, "x", null, [], {"nameless":true}, {"name":"Mojito"}]}"#

        #expect(decode(body) == .drinks([Named("Margarita"), Named("Mojito")]))
    }

    @Test func decode_keepsNonObjectElementsForLenientDrinks() {
        let body = #"{"drinks":[{"idDrink":"11007"}, 3, "x", null, {"idDrink":"11008"}]}"#

        let envelope = DrinksEnvelope.decode(Data(body.utf8), drink: LenientID.init)

        #expect(
            envelope == .drinks([LenientID(id: 11007), LenientID(id: nil), LenientID(id: nil), LenientID(id: nil), LenientID(id: 11008)]))
    }

    /// `JSONDecoder` kept the first of repeated keys, in the envelope and in each drink, however
    /// the key was spelled; an experiment with swift-foundation's decoder showed it.
    @Test(
        arguments: [
            (#"{"drinks":null,"drinks":[{"idDrink":"1"}]}"#, nil),
            (#"{"drinks":[{"idDrink":"1"}],"drinks":null}"#, 1),
            (#"{"drinks":[{"idDrink":"1"}],"dr\u0069nks":null}"#, 1),
            (#"{"drinks":[{"idDrink":"1","idDrink":"2"}]}"#, 1),
            (#"{"drinks":[{"idDrink":null,"idDrink":"2"}]}"#, nil),
            (#"{"drinks":[{"id\u0044rink":"3","idDrink":"2"}]}"#, 3),
        ] as [(String, Int?)])
    func decode_readsTheFirstOfRepeatedKeys(body: String, firstID: Int?) {
        let envelope = DrinksEnvelope.decode(Data(body.utf8), drink: LenientID.init)

        #expect(envelope == (body.hasPrefix(#"{"drinks":null"#) ? .null : .drinks([LenientID(id: firstID)])))
    }

    /// Unlike `JSONDecoder`, which converted UTF-16 and UTF-32 bodies to UTF-8 first, the envelope
    /// reads UTF-8 alone, as RFC 8259 asks of JSON between systems; TheCocktailDB sends UTF-8.
    @Test(
        arguments: [
            [0xFF, 0xFE] + Self.validBody.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] },
            Self.validBody.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] },
            Self.validBody.unicodeScalars.flatMap { scalar -> [UInt8] in [0, 0, 0, UInt8(scalar.value)] },
        ] as [[UInt8]])
    func decode_deliversNilOnUTF16OrUTF32BodyThatJSONDecoderRead(bytes: [UInt8]) {
        #expect(DrinksEnvelope.decode(Data(bytes), drink: LenientID.init) == nil)
        #expect(DrinksEnvelope.decode(Data(Self.validBody.utf8), drink: LenientID.init) == .drinks([LenientID(id: 11007)]))
    }

    @Test func decode_skipsAUTF8ByteOrderMark() {
        #expect(
            DrinksEnvelope.decode(Data([0xEF, 0xBB, 0xBF] + Array(Self.validBody.utf8)), drink: LenientID.init)
                == .drinks([LenientID(id: 11007)]))
    }

    @Test(arguments: [
        ("search-margarita.json", 6),
        ("search-gin-empty-string-slots.json", 17),
        ("filter-category-cocktail.json", 100),
        ("latest-v2.json", 10),
    ])
    func decode_deliversEveryDrinkOfRecordedLists(fixture: String, count: Int) throws {
        let envelope = DrinksEnvelope.decode(try Fixtures.data(fixture), drink: LenientID.init)

        guard case let .drinks(drinks) = envelope else {
            Issue.record("Expected a list of drinks, got \(String(describing: envelope))")
            return
        }
        #expect(drinks.count == count)
        #expect(drinks.allSatisfy { $0.id != nil })
    }

    @Test(arguments: ["lookup-no-match.json", "search-no-match.json"])
    func decode_deliversNullOnRecordedMisses(fixture: String) throws {
        #expect(DrinksEnvelope.decode(try Fixtures.data(fixture), drink: LenientID.init) == .null)
    }

    // MARK: - Helpers

    private static let validBody = #"{"drinks":[{"idDrink":"11007"}]}"#

    private func decode(_ body: String) -> DrinksEnvelope<Named>? {
        DrinksEnvelope.decode(Data(body.utf8), drink: Named.init)
    }

    /// A strict drink: anything but an object with a non-blank string `name` is left out.
    private struct Named: Sendable, Equatable {
        let name: String
        init(_ name: String) { self.name = name }

        init?(fields: borrowing LenientFields) {
            guard let name = fields.trimmedText("name") else { return nil }
            self.name = name
        }
    }

    /// A lenient drink, as the features write them: it never fails.
    private struct LenientID: Sendable, Equatable {
        let id: Int?

        init(id: Int?) { self.id = id }

        init(fields: borrowing LenientFields) {
            id = fields.identifier("idDrink")
        }
    }
}
