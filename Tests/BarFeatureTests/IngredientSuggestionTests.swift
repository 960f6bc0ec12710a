import BarFeature
import Testing

@Suite("Ingredient suggestion")
struct IngredientSuggestionTests {
    private let known = ["Gin", "Lime juice", "Tonic water", "Sugar syrup", "Angostura bitters", "Crème de Cassis"]

    @Test("MK-6: closest delivers the known ingredient a typo away, as the catalogue spells it")
    func closest_deliversKnownIngredientATypoAway() {
        #expect(IngredientSuggestion.closest(to: "tonik water", among: known) == "Tonic water")
        #expect(IngredientSuggestion.closest(to: "lime jiuce", among: known) == "Lime juice")
        #expect(IngredientSuggestion.closest(to: "angostura biters", among: known) == "Angostura bitters")
    }

    @Test("MK-6: closest compares names ignoring case, diacritics and surrounding whitespace")
    func closest_comparesNormalizedNames() {
        #expect(IngredientSuggestion.closest(to: "  CREME DE CASIS ", among: known) == "Crème de Cassis")
        #expect(IngredientSuggestion.closest(to: "gín", among: known) == "Gin")
    }

    @Test("MK-6: closest delivers the nearest of several close names, ties to the first by name")
    func closest_deliversNearestThenFirstByName() {
        #expect(IngredientSuggestion.closest(to: "lemon", among: ["Melon", "Lemons", "Lemon"]) == "Lemon")
        #expect(IngredientSuggestion.closest(to: "rum", among: ["Run", "Gum"]) == "Gum")
    }

    @Test("MK-6: a short name allows two edits, a long one a third of its length")
    func closest_allowsTwoEditsOrAThirdOfTheLength() {
        #expect(IngredientSuggestion.closest(to: "gn", among: ["Gin"]) == "Gin")
        #expect(IngredientSuggestion.closest(to: "ice", among: ["Rice wine"]) == nil)
        // 18 characters: six edits away is still close, seven is not.
        #expect(IngredientSuggestion.closest(to: "abcdefghijklmnopqr", among: ["abcdefghijklXXXXXX"]) == "abcdefghijklXXXXXX")
        #expect(IngredientSuggestion.closest(to: "abcdefghijklmnopqr", among: ["abcdefghijkXXXXXXX"]) == nil)
    }

    @Test("MK-7: closest delivers nothing when no known ingredient is close")
    func closest_deliversNilWhenNothingIsClose() {
        #expect(IngredientSuggestion.closest(to: "motor oil", among: known) == nil)
    }

    @Test("MK-7: closest delivers nothing for a blank name or when nothing is known")
    func closest_deliversNilOnBlankNameOrNoKnownIngredients() {
        #expect(IngredientSuggestion.closest(to: "  ", among: known) == nil)
        #expect(IngredientSuggestion.closest(to: "gin", among: []) == nil)
        #expect(IngredientSuggestion.closest(to: "gin", among: [" "]) == nil)
    }

    @Test("IM-18: a name the knowledge places is known even when no drink spells it")
    func knowledge_knowsNamesNoDrinkSpells() throws {
        let knowledge = try parsedKnowledge("Sugar", "Water", "Sugar syrup: made from Sugar, Water", "Simple syrup: same as Sugar syrup")

        #expect(knowledge.places("  SIMPLE syrup"))
        #expect(!knowledge.places("simple sirup"))
    }

    @Test(
        "IM-18: with the knowledge, the closest name comes from the drinks' names and the knowledge's, a drink's spelling first, and a synonym only the knowledge spells as the ingredient it names"
    )
    func closest_suggestsFromDrinksAndKnowledge() throws {
        let knowledge = try parsedKnowledge("Lime", "Lime juice: form of Lime", "Sugar syrup", "Simple syrup: same as Sugar syrup")

        #expect(IngredientSuggestion.closest(to: "simple sirup", among: known, knowledge: knowledge) == "Sugar syrup")
        #expect(IngredientSuggestion.closest(to: "lime juise", among: ["Lime Juice"], knowledge: knowledge) == "Lime Juice")
        #expect(IngredientSuggestion.closest(to: "motor oil", among: known, knowledge: knowledge) == nil)
    }

    @Test("DY-11: a swap of two neighbouring letters is one edit: gni suggests Gin, not Anis")
    func closest_countsASwapAsOneEdit() {
        #expect(IngredientSuggestion.closest(to: "gni", among: ["Anis", "Gin"]) == "Gin")
        #expect(IngredientSuggestion.closest(to: "vodak", among: ["Vodka", "Soda"]) == "Vodka")
    }

    @Test("DY-11: a word of a longer name is near, and the whole name comes before a word of another")
    func closest_matchesAWordOfALongerName() {
        #expect(IngredientSuggestion.closest(to: "angustura", among: ["Gin", "Angostura bitters"]) == "Angostura bitters")
        #expect(IngredientSuggestion.closest(to: "cassis", among: ["Creme de Cassis"]) == "Creme de Cassis")
        #expect(IngredientSuggestion.closest(to: "casis", among: ["Creme de Cassis", "Cassis"], uses: ["creme de cassis": 7]) == "Cassis")
    }

    @Test("DY-12: among ingredients as near, the one more drinks use comes first, then the first by name")
    func closest_ranksCommonIngredientsFirst() {
        let known = ["Maraschino liqueur", "Maraschino cherry"]

        #expect(
            IngredientSuggestion.closest(to: "maraschino", among: known, uses: ["maraschino cherry": 18, "maraschino liqueur": 12])
                == "Maraschino cherry")
        #expect(
            IngredientSuggestion.closest(to: "maraschino", among: known, uses: ["maraschino cherry": 1, "maraschino liqueur": 12])
                == "Maraschino liqueur")
        #expect(IngredientSuggestion.closest(to: "maraschino", among: known) == "Maraschino cherry", "as common: the first by name")
    }

    @Test("DY-13: a short name only the knowledge spells is suggested as the ingredient it names")
    func closest_suggestsAShortNameAsItsIngredient() throws {
        let knowledge = try parsedKnowledge(
            "Bitters", "Angostura bitters: variety of Bitters", "Angostura: same as Angostura bitters", "Maraschino liqueur",
            "Maraschino: same as Maraschino liqueur", "Maraschino cherry")
        let known = ["Angostura bitters", "Maraschino cherry", "Maraschino liqueur"]
        let uses = ["angostura bitters": 16, "maraschino cherry": 18, "maraschino liqueur": 12]

        #expect(IngredientSuggestion.closest(to: "angustura", among: known, uses: uses, knowledge: knowledge) == "Angostura bitters")
        #expect(IngredientSuggestion.closest(to: "maraschno", among: known, uses: uses, knowledge: knowledge) == "Maraschino liqueur")
    }
}
