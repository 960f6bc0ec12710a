import FeedPresentation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// "Did you mean": the parser offers the closest name the table of commands knows for an unknown command,
/// option, subcommand or operand word.
struct CommandLineParserSuggestionTests {
    @Test(
        "an unknown name carries the closest one dringo knows in that place",
        arguments: [
            (["fed"], UsageError.unknownCommand("fed", suggestion: "feed")),
            (["help", "serch"], .unknownCommand("serch", suggestion: "search")),
            (["--verison"], .unknownOption("--verison", command: "dringo", suggestion: "--version")),
            (["--hlep"], .unknownOption("--hlep", command: "dringo", suggestion: "--help")),
            (["feed", "--hlep"], .unknownOption("--hlep", command: "feed", suggestion: "--help")),
            (["feed", "--limt", "3"], .unknownOption("--limt", command: "feed", suggestion: "--limit")),
            (["feed", "--limt=3"], .unknownOption("--limt=3", command: "feed", suggestion: "--limit")),
            (["image", "Negroni", "--ouput", "n.jpg"], .unknownOption("--ouput", command: "image", suggestion: "--output")),
            (["recipe", "--demmo", "x"], .unknownOption("--demmo", command: "recipe", suggestion: "--demo")),
            (["bar", "add", "--formt", "json", "gin"], .unknownOption("--formt", command: "bar add", suggestion: "--format")),
            (["cache", "inf"], .unknownSubcommand("inf", of: CommandDefinition.cache.syntax, suggestion: "info")),
            (["bar", "lst"], .unknownSubcommand("lst", of: CommandDefinition.bar.syntax, suggestion: "list")),
            (["completions", "bsh"], .unknownChoice("bsh", operand: shell, suggestion: "bash")),
        ])
    func parse_suggestsClosestKnownName(arguments: [String], error: UsageError) {
        #expect(throws: error) {
            try parse(arguments)
        }
    }

    @Test(
        "an unknown name with nothing close carries no suggestion",
        arguments: [
            (["xyz"], UsageError.unknownCommand("xyz")),
            (["feed", "--output", "f"], .unknownOption("--output", command: "feed")),
            (["cache", "purge"], .unknownSubcommand("purge", of: CommandDefinition.cache.syntax)),
            (["completions", "tcsh"], .unknownChoice("tcsh", operand: shell)),
        ])
    func parse_suggestsNothingFarOff(arguments: [String], error: UsageError) {
        #expect(throws: error) {
            try parse(arguments)
        }
    }
}

private let shell = CommandDefinition.completions.syntax.operands[0]
