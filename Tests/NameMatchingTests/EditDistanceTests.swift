import Testing
import TextDistance

@Suite("Edit distance")
struct EditDistanceTests {
    @Test(
        "optimalStringAlignment counts a swap of two neighbours as one edit",
        arguments: [("hlep", "help"), ("ehlp", "help"), ("lsit", "list"), ("caceh", "cache"), ("gni", "gin")])
    func optimalStringAlignment_countsSwapAsOneEdit(typed: String, meant: String) {
        #expect(EditDistance.optimalStringAlignment(Array(typed), Array(meant)) == 1)
    }

    @Test(
        "optimalStringAlignment counts insertions, deletions and substitutions as Levenshtein does where no neighbours are swapped",
        arguments: [
            ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("fed", "feed", 1), ("kitten", "sitting", 3), ("tcsh", "bash", 2),
            ("feed", "feed", 0),
        ])
    func optimalStringAlignment_countsPlainEdits(source: String, target: String, edits: Int) {
        #expect(EditDistance.optimalStringAlignment(Array(source), Array(target)) == edits)
    }

    @Test("optimalStringAlignment edits no part twice: ca to abc is three edits, not two")
    func optimalStringAlignment_editsNoPartTwice() {
        #expect(EditDistance.optimalStringAlignment(Array("ca"), Array("abc")) == 3)
    }

    @Test("optimalStringAlignment compares any elements, such as a name's Unicode scalars")
    func optimalStringAlignment_comparesUnicodeScalars() {
        #expect(EditDistance.optimalStringAlignment(Array("negorni".unicodeScalars), Array("negroni".unicodeScalars)) == 1)
    }

    @Test("a slip may make one edit in a word of up to four letters, two in a longer one")
    func tolerated_growsWithTheWord() {
        #expect(EditDistance.tolerated(forLength: 4) == 1)
        #expect(EditDistance.tolerated(forLength: 5) == 2)
    }
}
