import NameMatching
import TestSupport
import Testing

@Suite("Visible text")
struct VisibleTextTests {
    @Test("plain text, accents, emoji and joiners pass through untouched")
    func of_keepsPrintableText() {
        for text in ["Lime juice", "Crème de cassis", "🍸 Martini", "👨\u{200D}👩\u{200D}👧", ""] {
            #expect(VisibleText.of(text) == text)
        }
    }

    @Test(
        "ESC sequences are removed with their payloads, as a terminal would act on them rather than show them",
        arguments: [
            ("lime\u{1B}[2Jjuice", "limejuice"),
            ("\u{1B}]0;pwned\u{07}gin\u{1B}[31m", "gin"),
            ("\u{1B}]8;;https://evil.example\u{1B}\\rum\u{1B}]8;;\u{1B}\\", "rum"),
            ("a\u{9B}31mb", "ab"),
            ("a\u{9D}0;title\u{9C}b", "ab"),
            ("unterminated\u{1B}]0;never ends", "unterminated"),
        ])
    func of_removesEscapeSequencesWithPayloads(input: String, expected: String) {
        #expect(VisibleText.of(input) == expected)
    }

    @Test("C0 and C1 controls, DEL and bidirectional controls are removed; tabs, newlines and separators become spaces")
    func of_removesControlsAndSpacesOutBreaks() {
        #expect(VisibleText.of("g\u{00}i\u{7F}n\u{85}\u{202E}") == "gin")
        #expect(VisibleText.of("sugar\tsyrup\nand\u{2028}lime") == "sugar syrup and lime")
        #expect(VisibleText.of("sugar\r\nsyrup", keepingNewlines: true) == "sugar\nsyrup")
    }

    @Test("text that the rules for typed text accept is shown exactly as it is")
    func of_keepsAcceptedTypedText() {
        var generator = SplitMix64(seed: 20)
        var acceptedCount = 0
        for _ in 0..<1_000 {
            let sample = Self.mixedText(using: &generator)
            guard let accepted = try? TypedText.validate(sample, maximumLength: .max) else { continue }
            acceptedCount += 1

            #expect(VisibleText.of(accepted) == accepted, "seed 20, scalars \(Self.values(sample))")
        }
        #expect(acceptedCount >= 100, "the samples should hold enough accepted text to prove anything")
    }

    @Test("visible text never holds a control character, so a cleaned saved name can be typed again")
    func of_neverHoldsControlCharacters() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<1_000 {
            let sample = Self.mixedText(using: &generator)

            do {
                _ = try TypedText.validate(VisibleText.of(sample), maximumLength: .max)
            } catch {
                #expect(error == .empty, "cleaned text is blank or typeable; seed 21, scalars \(Self.values(sample))")
            }
        }
    }

    // MARK: - Helpers

    /// Letters, escape-sequence bytes, accents, spaces, joiners, selectors and emoji: what a terminal shows.
    private static let shownScalars = scalars(
        [0x20, 0x41, 0x61, 0x5B, 0x5D, 0x3B, 0x5C, 0x7E, 0xA0, 0xE9, 0x0301, 0x200B, 0x200C, 0x200D, 0x3000, 0xFE0F, 0x1F378, 0x1F1EE])
    /// Every kind of control, and the separators a terminal breaks lines at.
    private static let controlScalars = scalars(
        Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E)
            + Array(0x2066...0x2069))

    /// Mostly shown scalars, with a control now and then.
    private static func mixedText(using generator: inout SplitMix64) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<generator.int(in: 0...12) {
            text.append(generator.pick(generator.oneIn(8) ? controlScalars : shownScalars))
        }
        return String(text)
    }

    private static func scalars(_ values: [UInt32]) -> [Unicode.Scalar] {
        values.compactMap(Unicode.Scalar.init)
    }

    private static func values(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }
}
