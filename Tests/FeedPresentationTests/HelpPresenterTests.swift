import FeedPresentation
import Testing

@Suite("Help presenter")
struct HelpPresenterTests {
    @Test(
        "text opens each page with its usage in both languages",
        arguments: [
            (HelpTopic.main, Language.english, "dringo: TheCocktailDB's cocktails in your terminal"),
            (.feed, .english, "Usage: dringo feed "),
            (.ingredients, .english, "Usage: dringo ingredients "),
            (.image, .english, "Usage: dringo image "),
            (.cache, .english, "Usage: dringo cache "),
            (.main, .italian, "dringo: i cocktail di TheCocktailDB nel tuo terminale"),
            (.feed, .italian, "Uso: dringo feed "),
            (.ingredients, .italian, "Uso: dringo ingredients "),
            (.image, .italian, "Uso: dringo image "),
            (.cache, .italian, "Uso: dringo cache "),
            (.sync, .english, "Usage: dringo sync "),
            (.search, .english, "Usage: dringo search "),
            (.recipe, .english, "Usage: dringo recipe "),
            (.random, .english, "Usage: dringo random "),
            (.sync, .italian, "Uso: dringo sync "),
            (.search, .italian, "Uso: dringo search "),
            (.recipe, .italian, "Uso: dringo recipe "),
            (.random, .italian, "Uso: dringo random "),
            (.bar, .english, "Usage: dringo bar "),
            (.makeable, .english, "Usage: dringo makeable "),
            (.completions, .english, "Usage: dringo completions "),
            (.bar, .italian, "Uso: dringo bar "),
            (.makeable, .italian, "Uso: dringo makeable "),
            (.completions, .italian, "Uso: dringo completions "),
        ])
    func text_opensEachPageWithItsUsage(topic: HelpTopic, language: Language, expected: String) {
        #expect(makeSUT(language: language).text(for: topic).hasPrefix(expected))
    }

    @Test(
        "text ends every page with a newline, so the shell prompt starts on its own line", arguments: HelpTopic.allCases, Language.allCases)
    func text_endsEveryPageWithNewline(topic: HelpTopic, language: Language) {
        #expect(makeSUT(language: language).text(for: topic).hasSuffix("\n"))
    }

    @Test("the main page names every command")
    func mainText_namesEveryCommand() {
        let text = makeSUT().text(for: .main)

        for command in HelpTopic.allCases where command != .main {
            #expect(text.contains("dringo \(command.rawValue) "), "the main help does not show 'dringo \(command.rawValue)'")
        }
    }

    @Test("the main page shows how to reach a command's help page with help", arguments: Language.allCases)
    func mainText_showsHelpCommand(language: Language) {
        #expect(makeSUT(language: language).text(for: .main).contains("dringo --help | help ["))
    }

    @Test("shortUsage lists each command with its line, aligned, between the synopsis and where to read more, in both languages")
    func shortUsage_listsCommandsAligned() {
        let commands: [(name: String, hint: CompletionHint)] = [("feed", .feed), ("makeable", .makeable), ("help", .help)]

        #expect(
            makeSUT().shortUsage(listing: commands) == """
                Usage: dringo <command> [<options>]

                Commands:
                  feed       Show the cocktail list
                  makeable   Show the drinks you can make with your bar
                  help       Show the help of dringo or of a command

                Run 'dringo <command> --help' for a command's options, or 'dringo --help' for everything; add --demo to try dringo without a connection.

                """)
        #expect(
            makeSUT(language: .italian).shortUsage(listing: commands) == """
                Uso: dringo <comando> [<opzioni>]

                Comandi:
                  feed       Mostra l'elenco dei cocktail
                  makeable   \(CompletionHintPresenter(localizer: Localizer(language: .italian)).text(for: .makeable))
                  help       Mostra l'aiuto di dringo o di un comando

                Esegui 'dringo <comando> --help' per le opzioni di un comando, o 'dringo --help' per tutto; aggiungi --demo per provare dringo senza connessione.

                """)
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> HelpPresenter {
        HelpPresenter(localizer: Localizer(language: language))
    }
}
