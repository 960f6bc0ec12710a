import BarFeature
import Testing

@Suite("Edit distance")
struct EditDistanceTests {
    @Test(
        "optimalStringAlignment counts a swap of two neighbours as one edit, where Levenshtein counts two",
        arguments: [("hlep", "help"), ("ehlp", "help"), ("lsit", "list"), ("caceh", "cache")])
    func optimalStringAlignment_countsSwapAsOneEdit(typed: String, meant: String) {
        #expect(EditDistance.optimalStringAlignment(Array(typed), Array(meant)) == 1)
        #expect(EditDistance.levenshtein(Array(typed), Array(meant)) == 2)
    }

    @Test(
        "optimalStringAlignment agrees with Levenshtein where no neighbours are swapped",
        arguments: [("", ""), ("", "abc"), ("abc", ""), ("fed", "feed"), ("kitten", "sitting"), ("tcsh", "bash"), ("feed", "feed")])
    func optimalStringAlignment_agreesWithLevenshteinWithoutSwaps(source: String, target: String) {
        #expect(EditDistance.optimalStringAlignment(Array(source), Array(target)) == EditDistance.levenshtein(Array(source), Array(target)))
    }

    @Test("optimalStringAlignment edits no part twice: ca to abc is three edits, not two")
    func optimalStringAlignment_editsNoPartTwice() {
        #expect(EditDistance.optimalStringAlignment(Array("ca"), Array("abc")) == 3)
    }
}
