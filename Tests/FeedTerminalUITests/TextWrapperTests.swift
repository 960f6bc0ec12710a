import Testing

@testable import FeedTerminalUI

struct TextWrapperTests {
    @Test("wraps words to the width without breaking them")
    func wrap_breaksBetweenWords() {
        #expect(TextWrapper.wrap("Stir gin, Campari and sweet vermouth", width: 16) == ["Stir gin,", "Campari and", "sweet vermouth"])
    }

    @Test("keeps the text's own paragraphs and drops empty lines and extra spaces")
    func wrap_keepsParagraphs() {
        #expect(TextWrapper.wrap("First  line.\n\nSecond line.", width: 40) == ["First line.", "Second line."])
    }

    @Test("splits a word longer than the width")
    func wrap_splitsOverlongWord() {
        #expect(TextWrapper.wrap("ab abcdefghij c", width: 4) == ["ab", "abcd", "efgh", "ij c"])
    }

    @Test("no line is longer than the width", arguments: [1, 5, 13, 80])
    func wrap_neverExceedsWidth(width: Int) {
        let text = "Rub the rim of the glass with the lime slice to make the salt stick to it. Take care to moisten only the outer rim."
        #expect(TextWrapper.wrap(text, width: width).allSatisfy { $0.count <= width })
        #expect(TextWrapper.wrap(text, width: width).joined().filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test("LG-22: a list item that fits stays one line as it is; a longer one wraps under its text, further in")
    func wrapItem_hangsItsContinuations() {
        let item = "1 1/2 oz Tequila"

        #expect(TextWrapper.wrap(item, width: 20, indent: "    ", hangingIndent: "      ") == ["    1 1/2 oz Tequila"])
        #expect(
            TextWrapper.wrap("2 dashes Angostura aromatic bitters", width: 20, indent: "    ", hangingIndent: "      ")
                == ["    2 dashes", "      Angostura", "      aromatic", "      bitters"])
    }
}
