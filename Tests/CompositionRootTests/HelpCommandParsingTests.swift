import FeedPresentation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

struct HelpCommandParsingTests {
    @Test("help alone, help --help and help help run help with no other command, or with itself")
    func parse_readsHelpAloneAsMainPage() throws {
        #expect(try arguments(of: parse(["help"]), command: .help).operands.isEmpty)
        #expect(try arguments(of: parse(["help", "--help"]), command: .help).operands.isEmpty)
        #expect(try arguments(of: parse(["help", "help"]), command: .help).operands.values.flatMap { $0 } == ["help"])
    }

    @Test(
        "help <command> names that command, as <command> --help does",
        arguments: CommandTable.dringo.commands.map(\.name))
    func parse_readsHelpForEveryCommand(command: String) throws {
        #expect(try arguments(of: parse(["help", command]), command: .help).operands.values.flatMap { $0 } == [command])
    }

    @Test("help takes --lang before or after the command, and ignores a further --help")
    func parse_readsHelpLanguage() throws {
        let before = try parse(["help", "--lang", "it", "cache"])
        let after = try parse(["help", "feed", "--lang=it", "-h"])

        #expect(try arguments(of: before, command: .help).operands.values.flatMap { $0 } == ["cache"])
        #expect(before.language == .italian)
        #expect(try arguments(of: after, command: .help).operands.values.flatMap { $0 } == ["feed"])
        #expect(after.language == .italian)
    }

    @Test("help for a command dringo does not have is an unknown command, even the main page's own name")
    func parse_refusesHelpForUnknownCommand() {
        #expect(throws: UsageError.unknownCommand("fed", suggestion: "feed")) {
            try parse(["help", "fed"])
        }
        #expect(throws: UsageError.unknownCommand("main")) {
            try parse(["help", "main"])
        }
    }

    @Test("help refuses a second command and an option it does not take")
    func parse_refusesBadHelpArguments() {
        #expect(throws: UsageError.unexpectedArgument("recipe", command: "help")) {
            try parse(["help", "feed", "recipe"])
        }
        #expect(throws: UsageError.unknownOption("--format", command: "help")) {
            try parse(["help", "feed", "--format", "json"])
        }
        #expect(throws: UsageError.invalidValue("xx", option: Option<Language>.language.syntax)) {
            try parse(["help", "--lang", "xx"])
        }
    }
}
