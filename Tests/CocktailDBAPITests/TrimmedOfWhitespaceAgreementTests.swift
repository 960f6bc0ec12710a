import CocktailDBAPI
import Foundation
import Testing

/// Found by the fuzz tests: a drink named "\u{200B}" was delivered, as a name that looks blank,
/// because the trimming stopped agreeing with Foundation's on ZERO WIDTH SPACE.
struct TrimmedOfWhitespaceAgreementTests {
    @Test(arguments: ["\u{200B}", "\u{200B}Gin\u{200B}", " \u{200B}\n", "Gin\u{200B}Tonic"])
    func trimmedOfWhitespace_trimsZeroWidthSpaceAsFoundationDoes(text: String) {
        #expect(text.trimmedOfWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every white space character in either set lies in the Basic Multilingual Plane.
    @Test func trimmedOfWhitespace_agreesWithFoundationOnEveryBasicMultilingualPlaneScalar() {
        let disagreements = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "\(scalar)"
            return text.trimmedOfWhitespace() != text.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        #expect(disagreements.isEmpty, "disagree on \(disagreements.map { "U+" + String($0.value, radix: 16, uppercase: true) })")
    }
}
