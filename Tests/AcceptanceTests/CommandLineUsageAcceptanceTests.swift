import CompositionRoot
import CompositionRootTestSupport
import FeedPresentation
import Foundation
import TestSupport
import Testing

/// How dringo answers being called wrongly, and its help and version.
struct CommandLineUsageAcceptanceTests {
    @Test(
        "usage errors exit 2 with one sentence on stderr and nothing on stdout",
        arguments: [
            (["fed"], "'fed' is not a dringo command; did you mean 'feed'?\n"),
            (["xyz"], "'xyz' is not a dringo command; run 'dringo --help' to see the commands.\n"),
            (["--bogus"], "'--bogus' is not an option of 'dringo'; run 'dringo --help' to see its options.\n"),
            (["feed", "--bogus"], "'--bogus' is not an option of 'dringo feed'; run 'dringo feed --help' to see its options.\n"),
            (["feed", "extra"], "'extra' was not expected by 'dringo feed'; run 'dringo feed --help' to see how to call it.\n"),
            (["feed", "--format", "xml"], "'xml' is not an output format; use 'text' or 'json'.\n"),
            (["feed", "--format"], "The option '--format' needs a value.\n"),
            (["feed", "--limit", "0"], "'0' is not a valid limit; use a whole number of 1 or more.\n"),
            (["feed", "--limit=-3"], "'-3' is not a valid limit; use a whole number of 1 or more.\n"),
            (["feed", "--limit", "many"], "'many' is not a valid limit; use a whole number of 1 or more.\n"),
            (
                ["feed", "--lang", "xx"],
                "'xx' is not a language dringo speaks; use one of \(Language.allCodes.map { "'\($0)'" }.joined(separator: ", ")).\n"
            ),
            (
                ["feed", "--offline=yes"],
                "'--offline=yes' was not expected by 'dringo feed'; run 'dringo feed --help' to see how to call it.\n"
            ),
            (["cache"], "'dringo cache' needs an action: info, validate or clear.\n"),
            (["cache", "purge"], "'purge' is not a cache action; use info, validate or clear.\n"),
            (["image", "Negroni", "--output", ""], "The option '--output' needs a value.\n"),
            (
                ["image", "Negroni", "--format", "json"],
                "'--format' is not an option of 'dringo image'; run 'dringo image --help' to see its options.\n"
            ),
        ]
    )
    func usageError_exits2WithOneSentence(arguments: [String], message: String) async {
        let run = await runDringo(arguments)

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == message)
    }

    @Test(
        "dringo alone prints the short usage on stderr with exit 2, as a usage error: every command and where to read more, wrapped to 80 columns"
    )
    func noCommand_printsShortUsage() async {
        let run = await runDringo([])
        let italian = await runDringo([], environment: ["LANG": "it_IT.UTF-8"])

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("Usage: dringo <command> [<options>]\n\nCommands:\n  feed          Show the cocktail list\n"))
        for command in ["ingredients", "image", "cache", "sync", "search", "recipe", "random", "bar", "makeable", "completions", "help"] {
            #expect(run.standardError.contains("\n  \(command) "), "\(command) is listed")
        }
        #expect(
            run.standardError.hasSuffix(
                "\n\nRun 'dringo <command> --help' for a command's options, or 'dringo --help' for\neverything; add --demo to try dringo without a connection.\n"
            ))
        #expect(italian.exitCode == .usage)
        #expect(italian.standardError.hasPrefix("Uso: dringo <comando> [<opzioni>]\n"))
    }

    @Test("a usage error speaks the language asked for with --lang, even when another option is wrong")
    func usageError_speaksRequestedLanguage() async {
        let run = await runDringo(["feed", "--lang", "it", "--limit", "0"], environment: ["LANG": "en_US.UTF-8"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "«0» non è un limite valido; usa un numero intero pari o superiore a 1.\n")
    }

    @Test("a usage error never echoes control characters from the arguments")
    func usageError_stripsControlCharactersFromArguments() async {
        let run = await runDringo(["\u{1B}[2Jwipe"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "'wipe' is not a dringo command; run 'dringo --help' to see the commands.\n")
    }

    @Test(
        "a bad environment variable is a usage error that never prints its value",
        arguments: [
            ("DRINGO_BASE_URL", "ftp://user:hunter2@example.com"),
            ("DRINGO_BASE_URL", "not a url"),
            ("DRINGO_TIMEOUT", "-1"),
            ("DRINGO_TIMEOUT", "soon"),
            ("DRINGO_MAX_RESPONSE_BYTES", "0"),
        ]
    )
    func badEnvironment_exits2WithoutValue(variable: String, value: String) async {
        let run = await runDringo(["feed"], environment: [variable: value])

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "The environment variable \(variable) has a value dringo cannot use; see 'dringo --help'.\n")
    }

    @Test("--help prints the commands on stdout with exit 0, in English and Italian")
    func help_printsCommands() async {
        let english = await runDringo(["--help"])
        let italian = await runDringo(["--help", "--lang", "it"])

        #expect(english.exitCode == .success)
        #expect(
            english.standardOutput.contains(
                "dringo feed [--offline] [--format text|json] [--limit N]\n         [--lang \(Language.allCodes.joined(separator: "|"))]"))
        #expect(english.standardOutput.contains("DRINGO_MAX_RESPONSE_BYTES"))
        #expect(italian.standardOutput.contains("Comandi:"))
    }

    @Test("a command's --help prints that command's usage, even after other options")
    func commandHelp_printsCommandUsage() async {
        let feed = await runDringo(["feed", "--offline", "--help"])
        let cache = await runDringo(["cache", "--help"])

        #expect(feed.exitCode == .success)
        #expect(feed.standardOutput.hasPrefix("Usage: dringo feed"))
        #expect(cache.standardOutput.hasPrefix("Usage: dringo cache"))
    }

    @Test("--version prints the version")
    func version_printsVersion() async {
        let run = await runDringo(["--version"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "dringo \(Version.current)\n")
    }

    @Test("the HTTP client gets the configured timeout, size limit and a User-Agent naming dringo and its version")
    func feed_configuresHTTPClientFromEnvironment() async {
        let run = await runDringo(["feed"], environment: ["DRINGO_TIMEOUT": "3", "DRINGO_MAX_RESPONSE_BYTES": "1024"])

        #expect(run.httpSettings?.timeout == 3)
        #expect(run.httpSettings?.maxResponseBytes == 1024)
        #expect(run.httpSettings?.userAgent.hasPrefix("dringo/\(Version.current)") == true)
    }
}

/// The catalogue commands' help pages, reached as every other command's are.
struct CatalogueHelpAcceptanceTests {
    @Test("each catalogue command shows its own help page with --help, exit 0", arguments: ["sync", "search", "recipe", "random"])
    func catalogueCommand_showsItsHelp(command: String) async {
        let run = await runDringo([command, "--help"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Usage: dringo \(command) "))
    }
}

/// What the table of commands mends in how dringo reads its arguments.
struct CommandLineUsageLanguageAcceptanceTests {
    @Test("a command's --help speaks the language of a --lang that comes after it")
    func commandHelp_speaksLanguageGivenAfterHelp() async {
        let run = await runDringo(["bar", "--help", "--lang", "it"], environment: ["LANG": "en_US.UTF-8"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Uso: dringo bar add <ingrediente>... "))
    }

    @Test("dringo with only --lang prints the short usage in that language, exit 2")
    func languageAlone_printsShortUsageInThatLanguage() async {
        let run = await runDringo(["--lang", "it"], environment: ["LANG": "en_US.UTF-8"])

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("Uso: dringo <comando> [<opzioni>]\n\nComandi:\n  feed "))
    }

    @Test("an option with two neighbouring letters swapped gets its suggestion")
    func swappedLetters_getSuggestion() async {
        let run = await runDringo(["feed", "--hlep"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "'--hlep' is not an option of 'dringo feed'; did you mean '--help'?\n")
    }

    @Test("a usage error quotes at most 40 characters of a huge argument")
    func usageError_cutsHugeArgument() async {
        let run = await runDringo([String(repeating: "z", count: 100_000)])

        #expect(run.exitCode == .usage)
        #expect(
            run.standardError
                == "'\(String(repeating: "z", count: 40))…' is not a dringo command; run 'dringo --help' to see the commands.\n")
    }
}
