import FeedPresentation
import Testing

@testable import CompositionRoot

struct HelpCommandParsingTests {
    @Test("help alone, help --help and help help ask for the main page")
    func parse_readsHelpAloneAsMainPage() throws {
        #expect(try ArgumentParser.parse(["help"]) == Invocation(command: .help(.main), language: nil))
        #expect(try ArgumentParser.parse(["help", "--help"]).command == .help(.main))
        #expect(try ArgumentParser.parse(["help", "help"]).command == .help(.main))
    }

    @Test(
        "help <command> asks for that command's page, as <command> --help does",
        arguments: HelpTopic.allCases.filter { $0 != .main })
    func parse_readsHelpForEveryCommand(topic: HelpTopic) throws {
        #expect(try ArgumentParser.parse(["help", topic.rawValue]).command == .help(topic))
    }

    @Test("help takes --lang before or after the command, and ignores a further --help")
    func parse_readsHelpLanguage() throws {
        #expect(try ArgumentParser.parse(["help", "--lang", "it", "cache"]) == Invocation(command: .help(.cache), language: .italian))
        #expect(try ArgumentParser.parse(["help", "feed", "--lang=it", "-h"]) == Invocation(command: .help(.feed), language: .italian))
    }

    @Test("help for a command dringo does not have is an unknown command, even the main page's own name")
    func parse_refusesHelpForUnknownCommand() {
        #expect(throws: UsageError.unknownCommand("fed", suggestion: "feed")) {
            try ArgumentParser.parse(["help", "fed"])
        }
        #expect(throws: UsageError.unknownCommand("main")) {
            try ArgumentParser.parse(["help", "main"])
        }
    }

    @Test("help refuses a second command and an option it does not take")
    func parse_refusesBadHelpArguments() {
        #expect(throws: UsageError.unexpectedArgument("recipe", command: "help")) {
            try ArgumentParser.parse(["help", "feed", "recipe"])
        }
        #expect(throws: UsageError.unknownOption("--format", command: "help")) {
            try ArgumentParser.parse(["help", "feed", "--format", "json"])
        }
        #expect(throws: UsageError.invalidLanguage("fr")) {
            try ArgumentParser.parse(["help", "--lang", "fr"])
        }
    }
}
