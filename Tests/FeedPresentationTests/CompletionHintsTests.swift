import FeedPresentation
import Testing

@testable import CommandLineGrammar

@Suite("Completion hints")
struct CompletionHintsTests {
    @Test("text describes commands, subcommands and options, and label names operands, in both languages")
    func text_describesInBothLanguages() {
        let english = makeSUT()
        let italian = makeSUT(language: .italian)

        #expect(english.text(for: SampleCommandLine.feed) == "Show the cocktail list")
        #expect(italian.text(for: SampleCommandLine.feed) == "Mostra l'elenco dei cocktail")
        #expect(english.text(for: SampleCommandLine.bar.subcommands[0]) == "Add ingredients to the bar")
        #expect(english.text(for: SampleCommandLine.language) == "The language of the messages")
        #expect(italian.text(for: SampleCommandLine.language) == "La lingua dei messaggi")
        #expect(english.label(for: SampleCommandLine.nameOrID) == "name or id of a cocktail")
        #expect(italian.commandLabel == "comando")
        #expect(english.subcommandLabel == "action")
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> CompletionHints {
        CompletionHints(commandLine: SampleCommandLine.syntax, words: Localizer(language: language))
    }
}
