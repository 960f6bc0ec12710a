import FeedPresentation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

struct CompletionsParsingTests {
    @Test("completions takes one shell", arguments: Shell.allCases)
    func parse_readsShell(shell: Shell) throws {
        let parsed = try parse(["completions", shell.rawValue])

        #expect(try arguments(of: parsed, command: .completions).operands.values.flatMap { $0 } == [shell.rawValue])
    }

    @Test("completions takes --lang, for the descriptions zsh and fish show")
    func parse_readsCompletionsLanguage() throws {
        #expect(try parse(["completions", "--lang", "it", "zsh"]).language == .italian)
    }

    @Test("completions --help asks for its help page")
    func parse_readsCompletionsHelp() throws {
        #expect(try parse(["completions", "--help"]).request == help(.completions))
        #expect(try parse(["completions", "bash", "-h"]).request == help(.completions))
    }

    @Test("completions without a shell, with one dringo does not know, or with two is a usage error")
    func parse_refusesBadShell() throws {
        let shell = try #require(CommandDefinition.completions.syntax.operands.first)

        #expect(throws: UsageError.missingOperand(shell, command: "completions")) {
            try parse(["completions"])
        }
        #expect(throws: UsageError.missingOperand(shell, command: "completions")) {
            try parse(["completions", "--lang", "it"])
        }
        #expect(throws: UsageError.unknownChoice("tcsh", operand: shell)) {
            try parse(["completions", "tcsh"])
        }
        #expect(throws: UsageError.unknownChoice("BASH", operand: shell, suggestion: "bash")) {
            try parse(["completions", "BASH"])
        }
        #expect(throws: UsageError.unexpectedArgument("zsh", command: "completions")) {
            try parse(["completions", "bash", "zsh"])
        }
        #expect(throws: UsageError.unknownOption("--format", command: "completions")) {
            try parse(["completions", "bash", "--format", "json"])
        }
    }
}
