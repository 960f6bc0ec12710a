import CommandLineGrammar
import FeedPresentation
import Testing

@Suite("Help presenter")
struct HelpPagesTests {
    @Test("page shows the usage, what the command does, and each option with what it does, in two columns")
    func page_showsUsageDiscussionAndOptions() {
        #expect(
            makeSUT().page(for: SampleCommandLine.feed, in: SampleCommandLine.syntax) == """
                Usage: dringo feed [--offline] [--format text|json] [--limit N] [--lang en|it]

                Shows the cocktail list. dringo asks TheCocktailDB first and saves what it gets; when that fails, it shows the list saved in the last 7 days.

                Options:
                  --offline            do not ask TheCocktailDB; use the saved list
                  --format text|json   how to print the list (default text)
                  --limit N            show only the first N cocktails
                  --lang en|it         the language of the messages

                """)
    }

    @Test("page lists the subcommands with their operands, aligned for the longest in the language, then the notes")
    func page_listsSubcommandsAlignedThenNotes() {
        let english = makeSUT().page(for: SampleCommandLine.bar, in: SampleCommandLine.syntax)
        let italian = makeSUT(language: .italian).page(for: SampleCommandLine.bar, in: SampleCommandLine.syntax)

        #expect(english.contains("\n\n  add <ingredient>...      add the ingredients, then show the bar;"))
        #expect(english.contains("\n  clear                    empty the bar\n\nWith a catalogue saved in the last 7 days"))
        #expect(italian.contains("\n\n  add <ingrediente>...      aggiunge gli ingredienti"))
        #expect(italian.contains("\n  remove <ingrediente>...   toglie gli ingredienti"))
    }

    @Test("usage writes subcommands as alternatives, the options all of them take after them, and choices as words")
    func usage_writesSubcommandsAndChoices() {
        let sut = makeSUT()

        #expect(
            sut.usage(of: SampleCommandLine.bar, in: SampleCommandLine.syntax)
                == "dringo bar add <ingredient>... | remove <ingredient>... | list | clear [--format text|json] [--lang en|it]")
        #expect(
            sut.usage(of: SampleCommandLine.cache, in: SampleCommandLine.syntax) == "dringo cache info | validate | clear [--lang en|it]")
        #expect(
            sut.usage(of: SampleCommandLine.completions, in: SampleCommandLine.syntax) == "dringo completions bash|zsh|fish [--lang en|it]")
        #expect(
            makeSUT(language: .italian).usage(of: SampleCommandLine.ingredients, in: SampleCommandLine.syntax)
                == "dringo ingredients <nome-o-id> [--format text|json] [--lang en|it]")
    }

    @Test("page opens with its usage in both languages", arguments: [(Language.english, "Usage: dringo "), (.italian, "Uso: dringo ")])
    func page_opensWithUsage(language: Language, opening: String) {
        for command in SampleCommandLine.syntax.commands where !command.readsCommandNames {
            let page = makeSUT(language: language).page(for: command, in: SampleCommandLine.syntax)
            #expect(page.hasPrefix(opening + command.name + " "), "\(command.name)")
            #expect(page.hasSuffix("\n"), "\(command.name)")
        }
    }

    @Test("the main page shows every command's usage but help's, how to reach the help, every command with its line, in both languages")
    func mainPage_showsEveryCommand() {
        let english = makeSUT().mainPage(of: SampleCommandLine.syntax)
        let italian = makeSUT(language: .italian).mainPage(of: SampleCommandLine.syntax)

        #expect(
            english.hasPrefix("dringo: TheCocktailDB's cocktails in your terminal, online or off.\n\nUsage:\n  dringo feed [--offline]"))
        #expect(
            english.contains(
                "\n  dringo completions bash|zsh|fish [--lang en|it]\n  dringo --help | help [<command>] | <command> --help | --version\n\nCommands:\n"
            ))
        #expect(!english.contains("dringo help "))
        #expect(english.contains("\n  completions   Print a script that completes dringo's commands"))
        #expect(english.contains("\n  help          Show this help, or a command's help page.\n\nEnvironment:\n"))
        #expect(italian.contains("\nComandi:\n  feed          Mostra l'elenco dei cocktail, da TheCocktailDB"))
        #expect(italian.contains("dringo --help | help [<comando>] | <comando> --help | --version"))
        #expect(english.hasSuffix("\n"))
    }

    @Test("shortUsage lists each command with its line, aligned, between the synopsis and where to read more, in both languages")
    func shortUsage_listsCommandsAligned() {
        let commandLine = SampleCommandLine.commandLine(commands: [SampleCommandLine.feed, SampleCommandLine.bar, SampleCommandLine.help])

        #expect(
            makeSUT().shortUsage(of: commandLine) == """
                Usage: dringo <command> [<options>]

                Commands:
                  feed   Show the cocktail list
                  bar    Keep the ingredients you have at home
                  help   Show the help of dringo or of a command

                Run 'dringo <command> --help' for a command's options, or 'dringo --help' for everything; add --demo to try dringo without a connection.

                """)
        #expect(
            makeSUT(language: .italian).shortUsage(of: commandLine) == """
                Uso: dringo <comando> [<opzioni>]

                Comandi:
                  feed   Mostra l'elenco dei cocktail
                  bar    Tiene gli ingredienti che hai in casa
                  help   Mostra l'aiuto di dringo o di un comando

                Esegui «dringo <comando> --help» per le opzioni di un comando, o «dringo --help» per tutto; aggiungi --demo per provare dringo senza connessione.

                """)
    }

    // MARK: - Width

    @Test(
        "page wraps to the width: the usage under the command's name, an option whole, prose by words, descriptions under their column"
    )
    func page_wrapsToWidth() {
        #expect(
            makeSUT(width: 50).page(for: SampleCommandLine.feed, in: SampleCommandLine.syntax) == """
                Usage: dringo feed [--offline]
                              [--format text|json] [--limit N]
                              [--lang en|it]

                Shows the cocktail list. dringo asks TheCocktailDB
                first and saves what it gets; when that fails, it
                shows the list saved in the last 7 days.

                Options:
                  --offline      do not ask TheCocktailDB; use the
                                 saved list
                  --format text|json
                                 how to print the list (default
                                 text)
                  --limit N      show only the first N cocktails
                  --lang en|it   the language of the messages

                """)
    }

    @Test("an entry wider than a third of the width has its description on the next line, in the column")
    func page_putsWideEntryDescriptionOnNextLine() {
        let page = makeSUT(width: 48).page(for: SampleCommandLine.bar, in: SampleCommandLine.syntax)

        #expect(page.contains("\n  add <ingredient>...\n          add the ingredients, then show"), "\(page)")
        #expect(page.contains("\n  list    show the bar"), "\(page)")
    }

    @Test(
        "no line of more than one word, on any page, the main page or the short usage, is wider than the width, in both languages",
        arguments: [40, 60, 80, 100])
    func pages_fitTheWidth(width: Int) {
        for language in Language.allCases {
            let sut = makeSUT(language: language, width: width)
            let commandLine = SampleCommandLine.syntax
            let pages =
                [sut.mainPage(of: commandLine), sut.shortUsage(of: commandLine)]
                + commandLine.commands.filter { !$0.readsCommandNames }.map { sut.page(for: $0, in: commandLine) }
            // A word longer than the room left stays whole, alone on its line.
            for line in pages.flatMap({ $0.split(separator: "\n") }) where line.drop(while: { $0 == " " }).contains(" ") {
                #expect(line.count <= width, "\(language) at \(width): '\(line)'")
            }
        }
    }

    @Test("with no width given, the pages are set to 80 columns")
    func pages_defaultToEightyColumns() {
        let sut = HelpPages(SampleCommandLine.syntax, words: Localizer(language: .english))

        #expect(HelpPages.defaultWidth == 80)
        #expect(sut.mainPage == makeSUT(width: 80).mainPage(of: SampleCommandLine.syntax))
        #expect(sut.mainPage != makeSUT().mainPage(of: SampleCommandLine.syntax))
    }

    // MARK: - Helpers

    /// Wide enough by default that no line wraps: the tests of the wrapping give their width.
    private func makeSUT(language: Language = .english, width: Int = 1000) -> PagesInWords {
        PagesInWords(words: Localizer(language: language), width: width)
    }
}

/// The pages of any command line, in one language and width.
private struct PagesInWords {
    let words: Localizer
    let width: Int

    func page(for command: CommandSyntax, in commandLine: CommandLineSyntax) -> String {
        HelpPages(commandLine, words: words, width: width).page(for: command)
    }

    func mainPage(of commandLine: CommandLineSyntax) -> String {
        HelpPages(commandLine, words: words, width: width).mainPage
    }

    func shortUsage(of commandLine: CommandLineSyntax) -> String {
        HelpPages(commandLine, words: words, width: width).shortUsage
    }

    func usage(of command: CommandSyntax, in commandLine: CommandLineSyntax) -> String {
        HelpPages(commandLine, words: words, width: width).usage(of: command)
    }
}
