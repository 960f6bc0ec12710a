import NameMatching
import Testing

/// "Did you mean" among a catalogue's values: its categories or its glasses.
struct ValueSuggestionTests {
    private let glasses = ["Cocktail glass", "Highball glass", "Wine Glass", "Shot glass", "Collins glass"]

    @Test("FK-5: a value the set has, in any case and with or without accents, suggests nothing")
    func knownValue_suggestsNothing() {
        #expect(ValueSuggestion.closest(to: "wine glass", among: glasses) == nil)
        #expect(ValueSuggestion.closest(to: "SHOT GLÄSS", among: ["Shot glass"]) == nil)
    }

    @Test("FK-5: an unknown value offers the values at the fewest edits first, then those holding its words, at most three")
    func unknownValue_offersTheNearestThenTheHolding() {
        #expect(ValueSuggestion.closest(to: "wine glas", among: glasses) == ["Wine Glass"])
        #expect(ValueSuggestion.closest(to: "glass", among: glasses) == ["Cocktail glass", "Highball glass", "Wine Glass"])
        #expect(ValueSuggestion.closest(to: "tumbler", among: glasses) == [])
    }
}
