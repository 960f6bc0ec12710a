import CocktailDBAPI
import Foundation
import Testing

@Suite("LenientFields")
struct LenientFieldsTests {
    // MARK: identifier

    @Test(arguments: [
        (#""11007""#, 11007),
        ("11007", 11007),
        (#""0""#, 0),
        (#""007""#, 7),
    ])
    func identifier_deliversIntegerOnDigitsStringOrJSONInteger(json: String, expected: Int) throws {
        #expect(try field(json).identifier == expected)
    }

    @Test(arguments: [
        #""11a""#,
        #""""#,
        #"" ""#,
        #""-3""#,
        #""+3""#,
        #"" 11007""#,
        #""1.5""#,
        #""١٢٣""#,
        #""99999999999999999999999""#,
        "-3",
        "1.5",
        "true",
        "null",
        "[11007]",
        #"{"id":11007}"#,
    ])
    func identifier_deliversNilOnAnythingButDigits(json: String) throws {
        #expect(try field(json).identifier == nil)
    }

    @Test func identifier_deliversNilOnMissingMember() throws {
        #expect(try fields(#"{"other":"11007"}"#).identifier == nil)
    }

    // MARK: trimmedText

    @Test(arguments: [
        (#""Margarita""#, "Margarita"),
        (#""  Margarita \n""#, "Margarita"),
        (#""1 oz ""#, "1 oz"),
        (#""\tTommy's Margarita & Co\r\n""#, "Tommy's Margarita & Co"),
        (#""Piña Colada""#, "Piña Colada"),
    ])
    func trimmedText_deliversTextWithoutSurroundingWhitespace(json: String, expected: String) throws {
        #expect(try field(json).text == expected)
    }

    @Test(arguments: [#""""#, #"" ""#, #""\n""#, #"" \t\r\n ""#, "null", "42", "true", "[]", "{}"])
    func trimmedText_deliversNilOnBlankOrNonString(json: String) throws {
        #expect(try field(json).text == nil)
    }

    // MARK: webURL

    @Test(arguments: [
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
        "http://127.0.0.1:8080/mirror/image.png",
        "HTTPS://EXAMPLE.COM/x.jpg",
    ])
    func webURL_deliversAbsoluteHTTPURL(text: String) throws {
        let probe = try field("\"\(text)\"")

        #expect(probe.url == URL(string: text))
        #expect(probe.urlText == URL(string: text)?.absoluteString)
    }

    @Test func webURL_trimsSurroundingWhitespace() throws {
        let probe = try field(#"" https://example.com/a.jpg\n""#)

        #expect(probe.url == URL(string: "https://example.com/a.jpg"))
        #expect(probe.urlText == "https://example.com/a.jpg")
    }

    @Test(arguments: [
        "javascript:alert(1)",
        "file:///etc/passwd",
        "ftp://example.com/a.jpg",
        "data:image/png;base64,AAAA",
        "/images/media/drink/a.jpg",
        "images/a.jpg",
        "//example.com/a.jpg",
        "http://",
        "http:///a.jpg",
        "https:a.jpg",
        "",
        " ",
    ])
    func webURL_deliversNilOnNonWebOrHostlessText(text: String) throws {
        let probe = try field("\"\(text)\"")

        #expect(probe.url == nil)
        #expect(probe.urlText == nil)
    }

    @Test(arguments: ["null", "42", "[]"])
    func webURL_deliversNilOnNonString(json: String) throws {
        let probe = try field(json)

        #expect(probe.url == nil)
        #expect(probe.urlText == nil)
    }

    // MARK: a drink that is not an object

    @Test(arguments: ["3", #""x""#, "null", "[]", "true"])
    func fields_ofNonObject_areAllAbsent(json: String) throws {
        let probe = try fields(json)

        #expect(probe.identifier == nil)
        #expect(probe.text == nil)
        #expect(probe.url == nil)
        #expect(probe.urlText == nil)
    }

    // MARK: - Helpers

    /// Reads member `value` of a drink `{"value": json}` every way `LenientFields` can.
    private func field(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Probe {
        try fields(#"{"value":\#(json)}"#, sourceLocation: sourceLocation)
    }

    /// Reads the fields of `json` as the one drink of an envelope.
    private func fields(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Probe {
        let envelope = DrinksEnvelope.decode(Data(#"{"drinks":[\#(json)]}"#.utf8), drink: Probe.init)
        let probes: [Probe]? = if case let .drinks(probes)? = envelope { probes } else { nil }
        return try #require(probes?.count == 1 ? probes?.first : nil, "Not a drink: \(json)", sourceLocation: sourceLocation)
    }

    private struct Probe: Sendable {
        let identifier: Int?
        let text: String?
        let url: URL?
        let urlText: String?

        init(fields: borrowing LenientFields) {
            identifier = fields.identifier("value")
            text = fields.trimmedText("value")
            url = fields.webURL("value")
            urlText = fields.webURLText("value")
        }
    }
}
