import Foundation
import NameMatching
import TestSupport
import Testing

@Suite("Typed text")
struct TypedTextTests {
    @Test(
        "validate delivers the text trimmed of surrounding whitespace",
        arguments: [
            ("gin", "gin"),
            ("  Lime Juice \n", "Lime Juice"),
            ("\u{00A0}Piña Colada\u{3000}", "Piña Colada"),
            ("less sugar, more lime", "less sugar, more lime"),
        ])
    func validate_deliversTrimmedText(input: String, expected: String) throws {
        #expect(try TypedText.validate(input, maximumLength: 100) == expected)
    }

    @Test("validate trims as Foundation trims whitespace and newlines, on texts that start or end with ASCII or not")
    func validate_trimsAsFoundation() throws {
        let alphabet: [Character] = Array(" aZ-'.é\u{00A0}ñ\u{3000}\u{2003}") + ["e\u{301}"]
        var generator = SplitMix64(seed: 20_261_127)
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let foundation = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !foundation.isEmpty else { continue }

            #expect(try TypedText.validate(text, maximumLength: 100) == foundation, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test("validate throws empty on empty or blank text", arguments: ["", " ", "\t \r\n", "\u{00A0}", "\u{2028}"])
    func validate_throwsEmptyOnBlankText(input: String) {
        #expect(throws: TypedTextError.empty) { try TypedText.validate(input, maximumLength: 100) }
    }

    // MARK: - Control characters

    @Test("validate throws control characters on every C0 control, DEL and every C1 control", arguments: Self.c0AndC1AndDEL)
    func validate_throwsOnEveryControl(value: UInt32) throws {
        let text = "lime" + String(try #require(Unicode.Scalar(value))) + "juice"

        #expect(throws: TypedTextError.containsControlCharacters) { try TypedText.validate(text, maximumLength: 100) }
    }

    @Test(
        "validate throws control characters on a bidirectional control or a line or paragraph separator, which a terminal does not show as they are",
        arguments: [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029]
            as [UInt32])
    func validate_throwsOnBidiControlsAndSeparators(value: UInt32) throws {
        let text = "lime" + String(try #require(Unicode.Scalar(value))) + "juice"

        #expect(throws: TypedTextError.containsControlCharacters) { try TypedText.validate(text, maximumLength: 100) }
    }

    @Test("validate throws control characters on an escape sequence, whatever else the text breaks")
    func validate_throwsControlCharactersOnEscapeSequence() {
        #expect(throws: TypedTextError.containsControlCharacters) { try TypedText.validate("lime\u{1B}[2Jjuice", maximumLength: 100) }
        #expect(throws: TypedTextError.containsControlCharacters) {
            try TypedText.validate(String(repeating: "a", count: 1_000) + "\u{1B}", maximumLength: 100)
        }
    }

    @Test(
        "validate accepts the joiners and selectors that emoji and scripts need, which a terminal shows as they are",
        arguments: [
            "👨\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "می\u{200C}خواهم", "क्\u{200D}ष",
        ])
    func validate_acceptsJoinersAndSelectors(text: String) throws {
        #expect(try TypedText.validate(text, maximumLength: 100) == text)
    }

    // MARK: - Length

    @Test(
        "validate accepts exactly the maximum length and throws too long one character over it, counting characters as the user sees them",
        arguments: [
            ("a", "plain ASCII"),
            ("é", "a precomposed letter"),
            ("e\u{0301}", "a letter and a combining accent"),
            ("🍸", "a character outside the Basic Multilingual Plane"),
            ("🇮🇹", "a flag of two regional indicators"),
            ("👩🏽\u{200D}❤\u{FE0F}\u{200D}💋\u{200D}👨🏿", "the longest emoji sequence, ten scalars"),
        ])
    func validate_capsLengthInCharacters(character: String, kind: String) throws {
        let atCap = String(repeating: character, count: 100)
        let overCap = String(repeating: character, count: 101)

        #expect(try TypedText.validate(atCap, maximumLength: 100) == atCap, "\(kind)")
        #expect(throws: TypedTextError.tooLong(maximum: 100), "\(kind)") { try TypedText.validate(overCap, maximumLength: 100) }
    }

    @Test("validate counts the length after trimming")
    func validate_countsLengthAfterTrimming() throws {
        let name = String(repeating: "a", count: 100)

        #expect(try TypedText.validate("   \(name)\n", maximumLength: 100) == name)
    }

    @Test("validate throws too long with the caller's maximum")
    func validate_throwsTooLongWithCallersMaximum() {
        #expect(throws: TypedTextError.tooLong(maximum: 500)) {
            try TypedText.validate(String(repeating: "b", count: 501), maximumLength: 500)
        }
        #expect(throws: TypedTextError.tooLong(maximum: 100)) {
            try TypedText.validate(String(repeating: "b", count: 100_000), maximumLength: 100)
        }
    }

    @Test("validate throws too long on one character piled with more combining marks than the text may hold scalars")
    func validate_throwsTooLongOnPiledCombiningMarks() throws {
        let piled = "a" + String(repeating: "\u{0301}", count: 100 * TypedText.mostScalarsPerCharacter)
        try #require(piled.count == 1)

        #expect(throws: TypedTextError.tooLong(maximum: 100)) { try TypedText.validate(piled, maximumLength: 100) }
    }

    @Test("validate accepts any length under a cap too large to multiply")
    func validate_acceptsAnyLengthUnderHugeCap() throws {
        let long = String(repeating: "c", count: 10_000)

        #expect(try TypedText.validate(long, maximumLength: .max) == long)
    }

    // MARK: - Helpers

    private static let c0AndC1AndDEL: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
}
