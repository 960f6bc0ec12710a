import NameMatching
import Testing

@Suite("Mistyped name")
struct MistypedNameTests {
    @Test("DY-1: a whole name a few edits away is near, a swap of two neighbouring letters counting as one edit")
    func nearness_ofWholeName_countsASwapAsOneEdit() throws {
        let negorni = try #require(MistypedName("negorni"))

        #expect(negorni.nearness(to: "Negroni") == NameNearness(edits: 1))
        #expect(MistypedName("margartia")?.nearness(to: "Margarita") == NameNearness(edits: 1))
        #expect(MistypedName("gni")?.nearness(to: "Gin") == NameNearness(edits: 1))
        #expect(MistypedName("  MARGARÍTA ")?.nearness(to: "margarita") == NameNearness(edits: 0), "folded as NameKey folds")
    }

    @Test("DY-1: a whole name is near within two edits, or a third of the typed length when longer")
    func nearness_ofWholeName_allowsTwoEditsOrAThirdOfTheLength() {
        #expect(MistypedName("gn")?.nearness(to: "gin xx")?.edits == nil, "four edits from a two-letter name")
        #expect(MistypedName("gn")?.nearness(to: "gino") == NameNearness(edits: 2))
        #expect(MistypedName("abcdefghijklmnopqr")?.nearness(to: "abcdefghijklXXXXXX") == NameNearness(edits: 6))
        #expect(MistypedName("abcdefghijklmnopqr")?.nearness(to: "abcdefghijkXXXXXXX") == nil)
    }

    @Test("DY-2: the typed words match some of a longer name's words in order, each within its own few edits")
    func nearness_byWords_matchesWordsOfALongerName() {
        #expect(
            MistypedName("long iland")?.nearness(to: "Long Island Iced Tea") == NameNearness(edits: 1, isByWords: true, unmatchedWords: 2))
        #expect(MistypedName("angustura")?.nearness(to: "Angostura bitters") == NameNearness(edits: 1, isByWords: true, unmatchedWords: 1))
        #expect(
            MistypedName("maraschino")?.nearness(to: "Maraschino liqueur") == NameNearness(edits: 0, isByWords: true, unmatchedWords: 1))
        #expect(MistypedName("island long")?.nearness(to: "Long Island Iced Tea") == nil, "out of order")
    }

    @Test("DY-2: a word of up to four letters must match exactly, a longer one within one edit, a long one a quarter of its length")
    func nearness_byWords_limitsEachWord() {
        #expect(MistypedName("ice")?.nearness(to: "Rice wine") == nil)
        #expect(MistypedName("rice")?.nearness(to: "Rice wine") == NameNearness(edits: 0, isByWords: true, unmatchedWords: 1))
        #expect(MistypedName("iland")?.nearness(to: "Long Island") == NameNearness(edits: 1, isByWords: true, unmatchedWords: 1))
        #expect(MistypedName("ilnad")?.nearness(to: "Long Island Tea") == nil, "two edits in five letters")
        #expect(MistypedName("angustra")?.nearness(to: "Angostura bitters") == NameNearness(edits: 2, isByWords: true, unmatchedWords: 1))
    }

    @Test("DY-3: fewer edits first; at as many, the whole name before its words, then fewer words left over")
    func nearness_ordersFewerEditsThenWholeNameThenFewerWordsLeft() {
        let whole = NameNearness(edits: 1)
        let oneWordLeft = NameNearness(edits: 1, isByWords: true, unmatchedWords: 1)
        let twoWordsLeft = NameNearness(edits: 1, isByWords: true, unmatchedWords: 2)
        let exactWord = NameNearness(edits: 0, isByWords: true, unmatchedWords: 3)

        #expect([twoWordsLeft, whole, oneWordLeft, exactWord].sorted() == [exactWord, whole, oneWordLeft, twoWordsLeft])
        #expect(oneWordLeft.isAsNear(as: twoWordsLeft))
        #expect(!whole.isAsNear(as: oneWordLeft))
        #expect(MistypedName("negorni")?.nearness(to: "French Negroni") == NameNearness(edits: 1, isByWords: true, unmatchedWords: 1))
    }

    @Test("DY-4: a blank name is near nothing, and a far one is not near")
    func nearness_ofBlankOrFarName_isNone() {
        #expect(MistypedName("   ") == nil)
        #expect(MistypedName("") == nil)
        #expect(MistypedName("motor oil")?.nearness(to: "Gin") == nil)
        #expect(MistypedName("gin")?.nearness(to: "  ") == nil)
    }
}
