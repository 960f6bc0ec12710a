import Measures
import Testing

/// The words a rewritten measure writes around its number, kept apart for a reader's language (`LG-15`).
struct ShownMeasureTests {
    private let marked: (String, Bool) -> String? = { word, _ in "<\(word)>" }

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

        #expect(shown.text { word, _ in word == "dashes" ? "Spritzer" : nil } == "4 Spritzer")
        #expect(shown.text { _, _ in nil } == "4 dashes")
    }

    @Test(
        "LG-15: a unit's word says whether it counts more than one, which an English abbreviation does not show",
        arguments: [
            ("1 tsp", 3, true), ("1/2 tsp", 2, false), ("1/2 tsp", 3, true), ("1/2-1 tsp", 2, true), ("Dash", 2, true),
        ])
    func unitWord_saysPlural(written: String, servings: Int, plural: Bool) {
        let shown = Measure(written, ingredient: "Sugar").scaled(by: servings).shownPieces(in: nil)

        #expect(shown.pieces.contains { if case .word(_, plural: true) = $0 { true } else { false } } == plural, "\(written) × \(servings)")
    }

    @Test("LG-15: a converted volume's unit is plural above one: 1 1/4 teaspoons, not a half")
    func converted_unitSaysPlural() {
        #expect(VolumeShown.pieces(ml: 6, in: .oz).pieces.last == .word("tsp", plural: true))
        #expect(VolumeShown.pieces(ml: 2.5, in: .oz).pieces.last == .word("tsp", plural: false))
    }
}
