import CocktailDBAPI
import Foundation
import Testing

struct TrimmedOfWhitespaceTests {
    @Test(
        "trims exactly what trimmingCharacters(in: .whitespacesAndNewlines) trims",
        arguments: [
            "", " ", "\n", " \t\r\n ", "Gin", "  Gin  ", "1 1/2 oz ", "\u{00A0}Tonic\u{2003}", "a b", "\n\nTwo lines\nhere\n", "🍸",
            " Piña ",
        ]
    )
    func trimmedOfWhitespace_matchesFoundation(text: String) {
        #expect(text.trimmedOfWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
