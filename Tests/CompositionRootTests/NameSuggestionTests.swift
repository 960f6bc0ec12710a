import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

@Suite("Name suggestion")
struct NameSuggestionTests {
    private let commands = ["feed", "ingredients", "image", "cache", "sync", "search", "recipe", "random", "bar", "makeable", "help"]

    @Test("closest suggests the name one or two edits away, ignoring case")
    func closest_suggestsNameFewEditsAway() {
        #expect(NameSuggestion.closest(to: "fed", among: commands) == "feed")
        #expect(NameSuggestion.closest(to: "serch", among: commands) == "search")
        #expect(NameSuggestion.closest(to: "ingredeints", among: commands) == "ingredients")
        #expect(NameSuggestion.closest(to: "FEED", among: commands) == "feed")
    }

    @Test("closest compares options without their dashes, and suggests the candidate as it is spelled")
    func closest_comparesOptionsWithoutDashes() {
        let options = ["--offline", "--format", "--limit", "--lang", "--help", "--demo"]

        #expect(NameSuggestion.closest(to: "--limt", among: options) == "--limit")
        #expect(NameSuggestion.closest(to: "-limit", among: options) == "--limit")
        #expect(NameSuggestion.closest(to: "--demmo", among: options) == "--demo")
        #expect(NameSuggestion.closest(to: "--", among: options) == nil)
    }

    @Test("closest suggests the one candidate that starts with three letters or more of what was typed")
    func closest_suggestsOnlyExtensionOfLongEnoughStart() {
        #expect(NameSuggestion.closest(to: "rand", among: commands) == "random")
        #expect(NameSuggestion.closest(to: "make", among: commands) == "makeable")
        #expect(NameSuggestion.closest(to: "ma", among: commands) == nil, "too short to tell")
        #expect(NameSuggestion.closest(to: "re", among: commands) == nil, "recipe and random both start so")
    }

    @Test("closest suggests nothing far off: one edit at most up to four letters, two beyond")
    func closest_suggestsNothingFarOff() {
        #expect(NameSuggestion.closest(to: "xyz", among: commands) == nil)
        #expect(NameSuggestion.closest(to: "tcsh", among: ["bash", "zsh", "fish"]) == nil, "two edits in four letters is another name")
        #expect(NameSuggestion.closest(to: "frobnicate", among: commands) == nil)
        #expect(NameSuggestion.closest(to: "", among: commands) == nil)
        #expect(NameSuggestion.closest(to: "fed", among: []) == nil)
    }

    @Test("closest counts two neighbouring letters swapped as one edit, so a short name typed so still gets its suggestion")
    func closest_countsSwapOfNeighboursAsOneEdit() {
        let options = ["--offline", "--format", "--limit", "--lang", "--help", "--demo"]

        #expect(NameSuggestion.closest(to: "--hlep", among: options) == "--help")
        #expect(NameSuggestion.closest(to: "--lnag", among: options) == "--lang")
        #expect(NameSuggestion.closest(to: "raed", among: ["read", "feed"]) == "read")
        #expect(NameSuggestion.closest(to: "ehlp", among: ["help"]) == "help")
    }

    @Test("closest prefers the fewest edits, then the earlier candidate")
    func closest_breaksTiesByOrder() {
        #expect(NameSuggestion.closest(to: "bat", among: ["bar", "bad"]) == "bar")
        #expect(NameSuggestion.closest(to: "bat", among: ["bad", "bar"]) == "bad")
        #expect(NameSuggestion.closest(to: "lisst", among: ["lost", "list"]) == "list")
    }

    @Test("closest never suggests what was typed, and is quick with a word of 100,000 letters")
    func closest_neverSuggestsTypedName_andIsQuickOnHugeWord() {
        #expect(NameSuggestion.closest(to: "feed", among: ["feed"]) == nil)
        #expect(NameSuggestion.closest(to: String(repeating: "f", count: 100_000), among: commands) == nil)
    }
}
