import NameMatching
import Testing

@testable import BarFeature

/// The knowledge document is read as bytes; what it makes of them must be what the bar makes of names.
@Suite("Ingredient line")
struct IngredientLineTests {
    @Test("text trims every ASCII byte, alone and around a name, as NameKey.trimmed does")
    func text_trimsEveryASCIIByteAsNameKey() {
        for byte in UInt8(0)...0x7F {
            let character = String(UnicodeScalar(byte))
            for text in [character, character + "Lime Juice" + character, "Gin" + character + "Tonic", " \t" + character + "\u{A0}é"] {
                #expect(IngredientLine.text(of: Array(text.utf8)[...]) == NameKey.trimmed(text), "\(Array(text.utf8))")
            }
        }
    }

    @Test("text trims whitespace beyond ASCII, before or after ASCII whitespace, as NameKey.trimmed does")
    func text_trimsWhitespaceBeyondASCIIAsNameKey() {
        for text in ["\u{A0}Añejo rum\u{3000}", " \u{2003} Rum \u{85}", "\u{2028}\t", "\u{A0}", "é \u{A0}", "Rum\u{301} "] {
            #expect(IngredientLine.text(of: Array(text.utf8)[...]) == NameKey.trimmed(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test("a line is blank or a comment exactly when its trimmed text is empty or starts with #")
    func isBlankOrComment_agreesWithTrimmedText() {
        for text in ["", " \t ", "\u{A0}", "# c", "  # c", "\u{A0}# c", "\u{3000} \u{A0}#", "Gin", " Gin # c", "é# c", "\u{A0}Gin"] {
            let bytes = Array(text.utf8)[...]
            let trimmed = NameKey.trimmed(text)
            #expect(
                IngredientLine.isBlankOrComment(bytes) == (trimmed.isEmpty || trimmed.hasPrefix("#")), "\(text.unicodeScalars.map(\.value))"
            )
        }
    }

    @Test("an ABV reads as the Double its digits write, short or long, and a number above 100 is none")
    func percent_agreesWithDouble() {
        let fractions = ["", ".0", ".5", ".05", ".7", ".25", ".333", ".125", ".999", ".1234567890123", ".12345678901234567890"]
        for whole in 0...100 {
            for fraction in fractions {
                let number = "\(whole)\(fraction)"
                let expected = Double(number).flatMap { $0 <= 100 ? $0 : nil }
                #expect(IngredientABV.percent(in: Array((number + "%").utf8)[...]) == expected, "\(number)%")
            }
        }
    }
}
