import CompositionRoot
import CompositionRootTestSupport
import FeedPresentation
import Testing

/// `dringo completions bash|zsh|fish`: a script on stdout, and nothing else.
struct CommandLineUsageCompletionsAcceptanceTests {
    @Test(
        "completions prints the shell's script on stdout, exit 0, without the network",
        arguments: [
            ("bash", "complete -F _dringo dringo\n"),
            ("zsh", "#compdef dringo\n"),
            ("fish", "complete -c dringo -f\n"),
        ])
    func completions_printsScript(shell: String, expected: String) async {
        let run = await runDringo(["completions", shell])

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(run.standardOutput.contains(expected))
        #expect(run.httpSettings == nil)
    }

    @Test("completions describes the completions in the language asked for")
    func completions_describesInRequestedLanguage() async {
        let english = await runDringo(["completions", "fish"])
        let italian = await runDringo(["completions", "fish", "--lang", "it"])

        #expect(english.standardOutput.contains("-a feed -d 'Show the cocktail list'"))
        #expect(italian.standardOutput.contains("-a feed -d 'Mostra l\\'elenco dei cocktail'"))
    }

    @Test(
        "completions offers every language dringo speaks as the values of --lang, wherever the script offers them",
        arguments: [
            ("bash", "--lang)", #"COMPREPLY=($(compgen -W "\#(Language.allCodes.joined(separator: " "))" -- "$cur"))"#),
            ("zsh", ":lang:(", ":lang:(\(Language.allCodes.joined(separator: " ")))"),
            ("fish", "-l lang ", "-l lang -x -a '\(Language.allCodes.joined(separator: " "))'"),
        ])
    func completions_offersEveryLanguage(shell: String, marker: String, expected: String) async {
        let run = await runDringo(["completions", shell])
        let offering = run.standardOutput.split(separator: "\n").filter { $0.contains(marker) }

        #expect(run.exitCode == .success)
        #expect(!offering.isEmpty, "\(shell) offers no value of --lang")
        for line in offering {
            #expect(line.contains(expected), "\(shell): \(line)")
        }
    }

    @Test("completions writes nothing of the environment or the saved data into the script", arguments: ["bash", "zsh", "fish"])
    func completions_holdsNoUserData(shell: String) async {
        let environment = ["DRINGO_API_KEY": "s3cret-key-42", "DRINGO_CACHE_DIR": "/tmp/private-cache-dir"]
        let run = await runDringo(["completions", shell], environment: environment)

        #expect(run.exitCode == .success)
        #expect(!run.standardOutput.contains("s3cret-key-42"))
        #expect(!run.standardOutput.contains("private-cache-dir"))
    }

    @Test(
        "completions without a shell, or with one it does not know, exits 2 with one sentence on stderr",
        arguments: [
            (["completions"], "'dringo completions' needs a shell: bash, zsh or fish.\n"),
            (["completions", "tcsh"], "'tcsh' is not a shell dringo has completions for; use bash, zsh or fish.\n"),
            (["completions", "--lang", "it"], "«dringo completions» richiede una shell: bash, zsh o fish.\n"),
            (
                ["completions", "bash", "zsh"],
                "'zsh' was not expected by 'dringo completions'; run 'dringo completions --help' to see how to call it.\n"
            ),
        ])
    func completions_refusesMissingOrUnknownShell(arguments: [String], message: String) async {
        let run = await runDringo(arguments)

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == message)
    }
}
