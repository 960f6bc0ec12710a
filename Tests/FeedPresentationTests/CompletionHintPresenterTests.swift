import FeedPresentation
import Testing

@Suite("Completion hint presenter")
struct CompletionHintPresenterTests {
    @Test(
        "text words every hint on one short line that the shells take as it is",
        arguments: CompletionHint.allCases, Language.allCases)
    func text_wordsEveryHintOnOnePlainLine(hint: CompletionHint, language: Language) {
        let text = makeSUT(language: language).text(for: hint)

        #expect(!text.isEmpty && !text.hasPrefix("COMPLETION_"), "no \(language) text for \(hint)")
        #expect(text.count <= 70, "'\(text)' is too long to show beside a completion")
        // zsh reads [ ] : and \ in an option's description, and a line break would end it.
        #expect(!text.contains { "[]:\\\n\t".contains($0) }, "'\(text)'")
    }

    @Test(
        "text describes commands and options in both languages",
        arguments: [
            (CompletionHint.feed, Language.english, "Show the cocktail list"),
            (.feed, .italian, "Mostra l'elenco dei cocktail"),
            (.languageOption, .english, "The language of the messages"),
            (.languageOption, .italian, "La lingua dei messaggi"),
            (.commandOperand, .italian, "comando"),
        ])
    func text_describesInBothLanguages(hint: CompletionHint, language: Language, expected: String) {
        #expect(makeSUT(language: language).text(for: hint) == expected)
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> CompletionHintPresenter {
        CompletionHintPresenter(localizer: Localizer(language: language))
    }
}
