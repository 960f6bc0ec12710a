import CocktailDBAPI
import Foundation
import TestSupport
import Testing

/// `webURLText` keeps the plain URLs it recognises from their bytes without parsing a `URL`: it
/// must give exactly what `webURL` does, `URL(string:)`'s `absoluteString`, for every text.
struct WebURLTextAgreementTests {
    private static let sampleCount = 4_000

    @Test func webURLText_isTheAbsoluteStringOfWebURL_forURLShapedTexts() throws {
        let texts = URLShapedTexts.sample(count: Self.sampleCount, seed: 0x0E1_7E57)

        let readouts = try Self.readouts(of: texts)

        var keptAsTheyAre = 0
        for (text, readout) in zip(texts, readouts) {
            #expect(readout.text == readout.url?.absoluteString, "\(text.debugDescription)")
            if readout.text == text { keptAsTheyAre += 1 }
        }
        // The plain shape must come up often, or the comparison says little about it.
        #expect(keptAsTheyAre > texts.count / 4, "only \(keptAsTheyAre) texts were web URLs as they are")
    }

    /// Each text as the `strDrinkThumb` of one drink, read through `webURLText` and `webURL`.
    private static func readouts(of texts: [String]) throws -> [Readout] {
        let drinks = try texts.map { text in
            #"{"strDrinkThumb":"# + String(decoding: try JSONEncoder().encode(text), as: UTF8.self) + "}"
        }
        let body = Data((#"{"drinks":["# + drinks.joined(separator: ",") + "]}").utf8)
        guard case let .drinks(readouts)? = DrinksEnvelope.decode(body, drink: Readout.init) else {
            throw ReadoutFailure()
        }
        return readouts
    }

    private struct Readout: Sendable {
        let text: String?
        let url: URL?

        init(fields: borrowing LenientFields) {
            text = fields.webURLText("strDrinkThumb")
            url = fields.webURL("strDrinkThumb")
        }
    }

    private struct ReadoutFailure: Error {}
}
