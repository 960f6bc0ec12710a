import Foundation
import TestSupport
import Testing

@testable import NameMatching

/// The ASCII fast path of name keys must give what Foundation's trimming and folding give.
@Suite("Name key agreement")
struct NameKeyAgreementTests {
    @Test("BA-9: every ASCII byte, alone and around a name, keys and trims as Foundation does")
    func everyASCIIByte_agreesWithFoundation() {
        for byte in UInt8(0)...0x7F {
            let character = String(UnicodeScalar(byte))
            for text in [character, character + "Lime Juice" + character, "Gin" + character + "Tonic"] {
                #expect(NameKey.of(text) == Self.foundationKey(text), "\(Array(text.utf8))")
                #expect(NameKey.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(text.utf8))")
            }
        }
    }

    @Test("BA-9: random ASCII and non-ASCII names key and trim as Foundation does")
    func randomNames_agreeWithFoundation() {
        var random = SplitMix64(seed: 20_261_124)
        let alphabet: [Character] = Array(" \t\n\r\u{0B}\u{0C}aAzZ09-'&.,é É\u{00A0}ñß\u{2028}İ") + ["e\u{301}"]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...12, using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? " " })
            #expect(NameKey.of(text) == Self.foundationKey(text), "\(text.unicodeScalars.map(\.value))")
            #expect(
                NameKey.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Foundation's own trimming and folding, which `NameKey`'s paths must agree with.
    private static func foundationKey(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
