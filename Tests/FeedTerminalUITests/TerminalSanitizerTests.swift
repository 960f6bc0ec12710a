import Testing

@testable import FeedTerminalUI

struct TerminalSanitizerTests {
    @Test("plain text, accents and emoji pass through untouched")
    func sanitize_keepsPrintableText() {
        for text in ["Margarita", "Piña Colada", "Caffè corretto", "🍸 Martini", "Tommy's Margarita & Co", ""] {
            #expect(TerminalSanitizer.sanitize(text) == text)
        }
    }

    @Test(
        "ESC sequences are removed whole",
        arguments: [
            ("\u{1B}[31mRed\u{1B}[0m", "Red"),
            ("\u{1B}[2J\u{1B}[HClear", "Clear"),
            ("\u{1B}[38;5;196mColour", "Colour"),
            ("\u{1B}]0;title\u{07}After OSC with BEL", "After OSC with BEL"),
            ("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
            ("\u{1B}Pdevice control\u{1B}\\DCS", "DCS"),
            ("\u{1B}_application\u{1B}\\APC", "APC"),
            ("\u{1B}7saved\u{1B}8", "saved"),
            ("\u{1B}cReset", "Reset"),
            ("trailing\u{1B}", "trailing"),
            ("unterminated\u{1B}[12", "unterminated"),
            ("unterminated OSC\u{1B}]0;never ends", "unterminated OSC"),
        ]
    )
    func sanitize_removesEscapeSequences(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test(
        "C1 controls, including 8-bit CSI and OSC, are removed",
        arguments: [
            ("a\u{9B}31mb", "ab"),
            ("a\u{9D}0;title\u{9C}b", "ab"),
            ("a\u{85}b\u{8D}c", "abc"),
        ]
    )
    func sanitize_removesC1Controls(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test("BEL, NUL, DEL, carriage return and other C0 controls are removed")
    func sanitize_removesC0Controls() {
        #expect(TerminalSanitizer.sanitize("ring\u{07}\u{00}\u{7F}\r\u{08}\u{0C}bell") == "ringbell")
    }

    @Test("bidirectional overrides and isolates are removed")
    func sanitize_removesBidiControls() {
        let text = "a\u{202E}b\u{202A}c\u{202B}d\u{202C}e\u{202D}f\u{2066}g\u{2067}h\u{2068}i\u{2069}j\u{200E}k\u{200F}l\u{061C}m"
        #expect(TerminalSanitizer.sanitize(text) == "abcdefghijklm")
    }

    @Test("tabs become spaces; newlines become spaces unless kept")
    func sanitize_handlesWhitespaceControls() {
        #expect(TerminalSanitizer.sanitize("a\tb\nc") == "a b c")
        #expect(TerminalSanitizer.sanitize("a\r\nb\u{2028}c", keepingNewlines: true) == "a\nb\nc")
    }

    @Test("a character after an unfinished sequence is not lost when it is itself a control")
    func sanitize_handlesSequenceInterruptedByControl() {
        #expect(TerminalSanitizer.sanitize("x\u{1B}[1\nY", keepingNewlines: true) == "x\nY")
    }
}
