import BarFeature
import FeedPresentation
import NameMatching
import Testing

@Suite("Bar presenter")
struct BarPresenterTests {
    @Test("BS-1: map lists the ingredients as the bar spells them, in its order, with no note")
    func map_listsIngredientsAsSpelled() throws {
        let ingredients = try ["gin", "Lime Juice", "TONIC WATER"].map { try #require(BarIngredient($0)) }

        let viewModel = makeSUT().map(ingredients)

        #expect(viewModel.rows.map(\.name) == ["gin", "Lime Juice", "TONIC WATER"])
        #expect(viewModel.rows.allSatisfy { $0.members.isEmpty }, "a JSON bar is a list of names")
        #expect(viewModel.note == nil)
    }

    @Test("BS-11: the bar's JSON document holds the names under 'ingredients', and nothing else")
    func map_namesTheIngredientsInJSON() {
        let viewModel = makeSUT().map([])

        #expect(viewModel.rowsKey == "ingredients")
        #expect(viewModel.members.isEmpty)
        #expect(viewModel.heading == nil)
    }

    @Test("BS-6: an empty bar maps to no ingredients and a note saying how to add some, in both languages")
    func map_notesHowToAdd_whenEmpty() {
        #expect(makeSUT(language: .english).map([]).rows.isEmpty)
        #expect(
            makeSUT(language: .english).map([]).note == "Your bar is empty. Add what you have with 'dringo bar add gin \"lime juice\"'.")
        #expect(makeSUT(language: .italian).map([]).note?.hasPrefix("Il tuo bar è vuoto.") == true)
    }

    @Test("BS-7: the unknown-ingredient warning names the closest known ingredient when there is one")
    func unknownIngredientWarning_namesSuggestion() {
        #expect(
            makeSUT().unknownIngredientWarning("limejuice", suggestion: "Lime juice")
                == "No cocktail uses 'limejuice'; added anyway. Did you mean 'Lime juice'?")
        #expect(makeSUT().unknownIngredientWarning("unobtainium", suggestion: nil) == "No cocktail uses 'unobtainium'; added anyway.")
        #expect(
            makeSUT(language: .italian).unknownIngredientWarning("limejuice", suggestion: "Lime juice")
                == "Nessun cocktail usa «limejuice»; aggiunto comunque. Forse intendevi «Succo di lime»?")
    }

    @Test("BS-8: an unreadable or unwritable bar is named by its location, in both languages")
    func message_namesLocation() {
        #expect(
            makeSUT().message(for: .unreadable(location: "/home/ada/.local/share/dringo/bar.json"))
                == "Could not read your bar at /home/ada/.local/share/dringo/bar.json; it was left as it is. Fix or move that file, then try again."
        )
        #expect(
            makeSUT().message(for: .unwritable(location: "/data/bar.json")) == "Could not save your bar at /data/bar.json; it is unchanged."
        )
        #expect(makeSUT(language: .italian).message(for: .unreadable(location: "/data/bar.json")).contains("/data/bar.json"))
        #expect(makeSUT(language: .italian).message(for: .unwritable(location: "/data/bar.json")).contains("/data/bar.json"))
    }

    @Test("BS-2: clearing is an empty bar with a note, as listing one is, saying it is empty now, in both languages")
    func cleared_isEmptyBarWithNote() {
        #expect(makeSUT().cleared == ListViewModel(rows: ListRows([]), note: "Your bar is empty now.", rowsKey: "ingredients"))
        #expect(makeSUT(language: .italian).cleared.note == "Ora il tuo bar è vuoto.")
    }

    @Test(
        "BS-12: a refused name is one sentence naming the rule it breaks, in both languages",
        arguments: [
            (
                IngredientNameError(name: "lime\u{1B}[2Jjuice", reason: .containsControlCharacters), Language.english,
                "An ingredient's name cannot contain control characters, and 'limejuice' does; the bar is unchanged."
            ),
            (
                IngredientNameError(name: "lime\u{1B}[2Jjuice", reason: .containsControlCharacters), .italian,
                "Il nome di un ingrediente non può contenere caratteri di controllo, e «limejuice» ne contiene; il bar è rimasto invariato."
            ),
            (
                IngredientNameError(name: String(repeating: "a", count: 101), reason: .tooLong(maximum: 100)), .english,
                "An ingredient's name can be at most 100 characters long, and '\(String(repeating: "a", count: 40))…' is longer; the bar is unchanged."
            ),
            (
                IngredientNameError(name: String(repeating: "a", count: 101), reason: .tooLong(maximum: 100)), .italian,
                "Il nome di un ingrediente può avere al massimo 100 caratteri, e «\(String(repeating: "a", count: 40))…» ne ha di più; il bar è rimasto invariato."
            ),
            (
                IngredientNameError(name: "\u{1B}[2J", reason: .containsControlCharacters), .english,
                "An ingredient's name cannot contain control characters; the bar is unchanged."
            ),
            (
                IngredientNameError(name: "\u{1B}[2J", reason: .containsControlCharacters), .italian,
                "Il nome di un ingrediente non può contenere caratteri di controllo; il bar è rimasto invariato."
            ),
            (IngredientNameError(name: " ", reason: .empty), .english, "An ingredient's name cannot be blank; the bar is unchanged."),
            (
                IngredientNameError(name: " ", reason: .empty), .italian,
                "Il nome di un ingrediente non può essere vuoto o fatto solo di spazi; il bar è rimasto invariato."
            ),
        ])
    func message_wordsRefusedName(error: IngredientNameError, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: error) == expected)
    }

    @Test("BS-12: a refused name is quoted as a terminal shows it, trimmed, and cut to 40 characters counted as the user sees them")
    func message_quotesRefusedNameVisibleAndCut() {
        let huge = "  " + String(repeating: "🍸", count: 39) + "e\u{0301}\u{1B}]0;title\u{07}" + String(repeating: "x", count: 100_000)
        let exactly40 = String(repeating: "b", count: 39) + "\u{1B}[31m" + "c"

        let hugeMessage = makeSUT().message(for: IngredientNameError(name: huge, reason: .tooLong(maximum: 100)))
        let exactMessage = makeSUT().message(for: IngredientNameError(name: exactly40, reason: .containsControlCharacters))

        #expect(hugeMessage.contains("'\(String(repeating: "🍸", count: 39))e\u{0301}…'"))
        #expect(hugeMessage.count < 200, "the argument is never echoed whole")
        #expect(exactMessage.contains("'\(String(repeating: "b", count: 39))c'"), "40 characters are quoted whole")
    }

    private func makeSUT(language: Language = .english) -> BarPresenter {
        BarPresenter(localizer: Localizer(language: language))
    }
}
