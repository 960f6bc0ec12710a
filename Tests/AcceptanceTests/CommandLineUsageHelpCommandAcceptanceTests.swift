import CompositionRoot
import CompositionRootTestSupport
import Testing

/// `dringo help [<command>]`: the same pages as `--help`, reached the other way round.
struct CommandLineUsageHelpCommandAcceptanceTests {
    @Test("help alone prints the main page, as --help does, exit 0")
    func help_printsMainPage() async {
        let help = await runDringo(["help"])
        let dashDashHelp = await runDringo(["--help"])

        #expect(help.exitCode == .success)
        #expect(help.standardError == "")
        #expect(help.standardOutput == dashDashHelp.standardOutput)
    }

    @Test(
        "help <command> prints exactly what <command> --help prints, exit 0",
        arguments: ["feed", "ingredients", "image", "cache", "sync", "search", "recipe", "random", "bar", "makeable", "completions"])
    func helpCommand_printsCommandHelp(command: String) async {
        let help = await runDringo(["help", command])
        let dashDashHelp = await runDringo([command, "--help"])

        #expect(help.exitCode == .success)
        #expect(dashDashHelp.exitCode == .success)
        #expect(help.standardError == "")
        #expect(help.standardOutput == dashDashHelp.standardOutput)
    }

    @Test("help bar and help makeable print their help pages", arguments: ["bar", "makeable"])
    func helpCommand_printsHelpPageOfBarAndMakeable(command: String) async {
        let run = await runDringo(["help", command])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Usage: dringo \(command) "))
        #expect(run.standardOutput.contains("\nOptions:\n"))
        #expect(run.standardOutput.contains("\n  --format text|json "))
    }

    @Test("help <command> speaks the language asked for, as <command> --help does")
    func helpCommand_speaksRequestedLanguage() async {
        let help = await runDringo(["help", "recipe", "--lang", "it"])
        let dashDashHelp = await runDringo(["recipe", "--help"], environment: ["LANG": "it_IT.UTF-8"])

        #expect(help.standardOutput.hasPrefix("Uso: dringo recipe "))
        #expect(help.standardOutput == dashDashHelp.standardOutput)
    }

    @Test("help for a command dringo does not have is a usage error naming it and the closest command, exit 2, in the language asked for")
    func helpCommand_refusesUnknownCommand() async {
        let english = await runDringo(["help", "fed"])
        let italian = await runDringo(["help", "fed", "--lang", "it"])

        #expect(english.exitCode == .usage)
        #expect(english.standardOutput == "")
        #expect(english.standardError == "'fed' is not a dringo command; did you mean 'feed'?\n")
        #expect(italian.exitCode == .usage)
        #expect(italian.standardError == "«fed» non è un comando di dringo; intendevi «feed»?\n")
    }

    @Test("the main page lists bar, makeable, completions and help among the commands")
    func mainPage_listsNewCommands() async {
        let run = await runDringo(["--help"])

        for command in ["bar", "makeable", "completions", "help"] {
            #expect(run.standardOutput.contains("\n  \(command) "), "the main help lists no '\(command)'")
        }
        #expect(run.standardOutput.contains("dringo --help | help [<command>] | <command> --help | --version"))
    }
}
