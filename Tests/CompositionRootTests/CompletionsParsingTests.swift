import FeedPresentation
import Testing

@testable import CompositionRoot

struct CompletionsParsingTests {
    @Test("completions takes one shell", arguments: Shell.allCases)
    func parse_readsShell(shell: Shell) throws {
        #expect(try ArgumentParser.parse(["completions", shell.rawValue]) == Invocation(command: .completions(shell), language: nil))
    }

    @Test("completions takes --lang, for the descriptions zsh and fish show")
    func parse_readsCompletionsLanguage() throws {
        #expect(
            try ArgumentParser.parse(["completions", "--lang", "it", "zsh"]) == Invocation(command: .completions(.zsh), language: .italian))
    }

    @Test("completions --help asks for its help page")
    func parse_readsCompletionsHelp() throws {
        #expect(try ArgumentParser.parse(["completions", "--help"]).command == .help(.completions))
        #expect(try ArgumentParser.parse(["completions", "bash", "-h"]).command == .help(.completions))
    }

    @Test("completions without a shell, with one dringo does not know, or with two is a usage error")
    func parse_refusesBadShell() {
        #expect(throws: UsageError.missingShell) {
            try ArgumentParser.parse(["completions"])
        }
        #expect(throws: UsageError.missingShell) {
            try ArgumentParser.parse(["completions", "--lang", "it"])
        }
        #expect(throws: UsageError.unknownShell("tcsh")) {
            try ArgumentParser.parse(["completions", "tcsh"])
        }
        #expect(throws: UsageError.unknownShell("BASH", suggestion: "bash")) {
            try ArgumentParser.parse(["completions", "BASH"])
        }
        #expect(throws: UsageError.unexpectedArgument("zsh", command: "completions")) {
            try ArgumentParser.parse(["completions", "bash", "zsh"])
        }
        #expect(throws: UsageError.unknownOption("--format", command: "completions")) {
            try ArgumentParser.parse(["completions", "bash", "--format", "json"])
        }
    }
}
