import Measures
import Testing

/// The words a rewritten measure writes around its number, kept apart for a reader's language (`LG-15`).
struct ShownMeasureTests {
    private let marked: (String) -> String? = { "<\($0)>" }

    @Test(
        "LG-15: a scaled measure keeps apart the words around its number, trimmed, and its numbers and spaces as text",
        arguments: [
            ("Juice of 1/2", 4, "<Juice of> 2"), ("Dash", 4, "4 <Dashes>"), ("1 to 2 shots", 3, "3 <to> 6 <shots>"),
            ("2-3 oz", 2, "4<->6 <oz>"), ("Twist of", 2, "2 <Twists> <of>"), ("1 oz white", 2, "2 <oz> <white>"),
        ])
    func scaled_marksItsWords(written: String, servings: Int, expected: String) {
        let shown = Measure(written, ingredient: "Lemon").scaled(by: servings).shownPieces(in: nil)

        #expect(shown.text(wording: marked) == expected)
        #expect(shown.text == Measure(written, ingredient: "Lemon").scaled(by: servings).shown(in: nil))
    }

    @Test("LG-15: a converted volume keeps its unit's word apart: teaspoons under a quarter ounce")
    func converted_marksItsUnit() {
        #expect(Measure("1 tsp", ingredient: "Sugar syrup").shownPieces(in: .oz).text(wording: marked) == "1 <tsp>")
        #expect(Measure("45 ml", ingredient: "Gin").shownPieces(in: .oz).text(wording: marked) == "1 1/2 <oz>")
        #expect(VolumeShown.pieces(ml: 2.5, in: .oz).text(wording: marked) == "1/2 <tsp>")
    }

    @Test("LG-15: a measure shown as written has no words to word: one drink with no unit asked, parts, and no number")
    func asWritten_hasNoWords() {
        for (written, servings) in [("Juice of 1/2", 1), ("1 1/2 parts", 3), ("Top", 3), ("3 dashes", 1)] {
            let shown = Measure(written, ingredient: "Gin").scaled(by: servings).shownPieces(in: nil)
            #expect(shown.pieces == [.text(written)], "\(written)")
        }
    }

    @Test("LG-15: a word the wording has none for stays as written")
    func unknownWord_staysAsWritten() {
        let shown = Measure("2 dashes", ingredient: "Bitters").scaled(by: 2).shownPieces(in: nil)

        #expect(shown.text { $0 == "dashes" ? "Spritzer" : nil } == "4 Spritzer")
        #expect(shown.text { _ in nil } == "4 dashes")
    }
}
