import CommandLineGrammar
import FeedPresentation
import Testing

@Suite("Usage error presenter")
struct UsageErrorPresenterTests {

    @Test(
        "message words every usage mistake in English",
        arguments: [
            (UsageError.unknownCommand("fed"), "'fed' is not a dringo command; run 'dringo --help' to see the commands."),
            (
                .unknownOption("--bogus", command: "dringo"),
                "'--bogus' is not an option of 'dringo'; run 'dringo --help' to see its options."
            ),
            (
                .unknownOption("--bogus", command: "feed"),
                "'--bogus' is not an option of 'dringo feed'; run 'dringo feed --help' to see its options."
            ),
            (.missingValue(option: "--format"), "The option '--format' needs a value."),
            (.invalidValue("xml", option: SampleCommandLine.format), "'xml' is not an output format; use 'text' or 'json'."),
            (.invalidValue("0", option: SampleCommandLine.limit), "'0' is not a valid limit; use a whole number of 1 or more."),
            (
                .invalidValue("xx", option: SampleCommandLine.language),
                "'xx' is not a language dringo speaks; use one of 'en', 'it'."
            ),
            (
                .unexpectedArgument("extra", command: "feed"),
                "'extra' was not expected by 'dringo feed'; run 'dringo feed --help' to see how to call it."
            ),
            (
                .missingOperand(SampleCommandLine.nameOrID, command: "ingredients"),
                "'dringo ingredients' needs the name or the id of a cocktail."
            ),
            (
                .missingOperand(SampleCommandLine.ingredient, command: "bar remove"),
                "'dringo bar remove' needs at least one ingredient, for example 'dringo bar add gin'."
            ),
            (.missingSubcommand(of: SampleCommandLine.cache), "'dringo cache' needs an action: info, validate or clear."),
            (.unknownSubcommand("purge", of: SampleCommandLine.cache), "'purge' is not a cache action; use info, validate or clear."),
            (
                .missingSubcommand(of: SampleCommandLine.bar),
                "'dringo bar' needs an action: add, remove, list, clear, substitute, unsubstitute or substitutes."
            ),
            (.missingOperand(SampleCommandLine.shell, command: "completions"), "'dringo completions' needs a shell: bash, zsh or fish."),
            (
                .unknownChoice("tcsh", operand: SampleCommandLine.shell),
                "'tcsh' is not a shell dringo has completions for; use bash, zsh or fish."
            ),
            (
                .invalidEnvironment(variable: "DRINGO_TIMEOUT", value: "soon"),
                "The environment variable DRINGO_TIMEOUT has a value dringo cannot use; see 'dringo --help'."
            ),
        ])
    func message_wordsEveryMistakeInEnglish(reason: UsageError, expected: String) {
        #expect(makeSUT(language: .english).message(for: reason) == expected)
    }

    @Test(
        "message words usage mistakes in Italian",
        arguments: [
            (
                UsageError.invalidValue("0", option: SampleCommandLine.limit),
                "«0» non è un limite valido; usa un numero intero pari o superiore a 1."
            ),
            (
                .unknownOption("--bogus", command: "feed"),
                "«--bogus» non è un'opzione di «dringo feed»; esegui «dringo feed --help» per vederne le opzioni."
            ),
            (.missingOperand(SampleCommandLine.nameOrID, command: "image"), "«dringo image» richiede il nome o l'id di un cocktail."),
            (
                .missingOperand(SampleCommandLine.shell, command: "completions"),
                "«dringo completions» richiede una shell: bash, zsh o fish."
            ),
        ])
    func message_wordsMistakesInItalian(reason: UsageError, expected: String) {
        #expect(makeSUT(language: .italian).message(for: reason) == expected)
    }

    @Test(
        "message offers the closest known name, when there is one, in English and Italian",
        arguments: [
            (
                UsageError.unknownCommand("fed", suggestion: "feed"), Language.english,
                "'fed' is not a dringo command; did you mean 'feed'?"
            ),
            (
                .unknownOption("--limt", command: "feed", suggestion: "--limit"), .english,
                "'--limt' is not an option of 'dringo feed'; did you mean '--limit'?"
            ),
            (
                .unknownOption("--verison", command: "dringo", suggestion: "--version"), .english,
                "'--verison' is not an option of 'dringo'; did you mean '--version'?"
            ),
            (
                .unknownSubcommand("inf", of: SampleCommandLine.cache, suggestion: "info"), .english,
                "'inf' is not a cache action; did you mean 'info'?"
            ),
            (
                .unknownSubcommand("ad", of: SampleCommandLine.bar, suggestion: "add"), .english,
                "'ad' is not a bar action; did you mean 'add'?"
            ),
            (
                .unknownChoice("bsh", operand: SampleCommandLine.shell, suggestion: "bash"), .english,
                "'bsh' is not a shell dringo has completions for; did you mean 'bash'?"
            ),
            (.unknownCommand("fed", suggestion: "feed"), .italian, "«fed» non è un comando di dringo; intendevi «feed»?"),
            (
                .unknownOption("--limt", command: "feed", suggestion: "--limit"), .italian,
                "«--limt» non è un'opzione di «dringo feed»; intendevi «--limit»?"
            ),
            (
                .unknownSubcommand("inf", of: SampleCommandLine.cache, suggestion: "info"), .italian,
                "«inf» non è un'azione della cache; intendevi «info»?"
            ),
            (
                .unknownSubcommand("ad", of: SampleCommandLine.bar, suggestion: "add"), .italian,
                "«ad» non è un'azione del bar; intendevi «add»?"
            ),
            (
                .unknownChoice("bsh", operand: SampleCommandLine.shell, suggestion: "bash"), .italian,
                "«bsh» non è una shell di cui dringo ha i completamenti; intendevi «bash»?"
            ),
        ])
    func message_offersClosestKnownName(reason: UsageError, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: reason) == expected)
    }

    @Test("message shows what the user typed as it is, even with a percent sign")
    func message_showsTypedTextWithPercentSignVerbatim() {
        #expect(
            makeSUT().message(for: .unknownCommand("%@%d")) == "'%@%d' is not a dringo command; run 'dringo --help' to see the commands.")
    }

    @Test("message cuts what the user typed to 40 characters, so a huge argument is never echoed whole, and keeps its spaces")
    func message_cutsHugeTypedText() {
        let huge = " " + String(repeating: "x", count: 100_000)

        let message = makeSUT().message(for: .unexpectedArgument(huge, command: "feed"))

        #expect(
            message
                == "'\(" " + String(repeating: "x", count: 39))…' was not expected by 'dringo feed'; run 'dringo feed --help' to see how to call it."
        )
        #expect(makeSUT().message(for: .invalidValue(" 2", option: SampleCommandLine.limit)).hasPrefix("' 2' is not a valid limit"))
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> UsageErrorPresenter {
        UsageErrorPresenter(localizer: Localizer(language: language))
    }
}
