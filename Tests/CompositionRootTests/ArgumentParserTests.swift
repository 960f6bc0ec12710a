import FeedPresentation
import Testing

@testable import CompositionRoot

struct ArgumentParserTests {
    @Test("feed takes its options in any order, with separate or inline values")
    func parse_readsFeedOptions() throws {
        let invocation = try ArgumentParser.parse(["feed", "--limit=5", "--format", "json", "--offline", "--lang", "it"])

        #expect(invocation == Invocation(command: .feed(FeedOptions(offline: true, format: .json, limit: 5)), language: .italian))
    }

    @Test("feed without options is online text with no limit")
    func parse_readsFeedDefaults() throws {
        #expect(try ArgumentParser.parse(["feed"]) == Invocation(command: .feed(FeedOptions()), language: nil))
    }

    @Test("the last value of a repeated option wins")
    func parse_lastRepeatedOptionWins() throws {
        #expect(try ArgumentParser.parse(["feed", "--format", "json", "--format", "text"]).command == .feed(FeedOptions(format: .text)))
    }

    @Test("ingredients takes one operand, which may follow -- and start with a hyphen")
    func parse_readsIngredientsOperand() throws {
        #expect(
            try ArgumentParser.parse(["ingredients", "Tommy's Margarita"]).command
                == .ingredients(IngredientsOptions(nameOrID: "Tommy's Margarita")))
        #expect(
            try ArgumentParser.parse(["ingredients", "--format=json", "--", "--odd"]).command
                == .ingredients(IngredientsOptions(nameOrID: "--odd", format: .json)))
        #expect(try ArgumentParser.parse(["ingredients", ""]).command == .ingredients(IngredientsOptions(nameOrID: "")))
    }

    @Test("ingredients refuses a second operand")
    func parse_refusesSecondIngredientsOperand() {
        #expect(throws: UsageError.unexpectedArgument("Tonic", command: "ingredients")) {
            try ArgumentParser.parse(["ingredients", "Gin", "Tonic"])
        }
    }

    @Test("cache takes exactly one action")
    func parse_readsCacheAction() throws {
        for action in CacheAction.allCases {
            #expect(try ArgumentParser.parse(["cache", action.rawValue]).command == .cache(action))
        }
        #expect(throws: UsageError.unexpectedArgument("clear", command: "cache")) {
            try ArgumentParser.parse(["cache", "info", "clear"])
        }
    }

    @Test("--help anywhere in a command asks for that command's help")
    func parse_readsCommandHelp() throws {
        #expect(try ArgumentParser.parse(["feed", "--offline", "-h"]).command == .help(.feed))
        #expect(try ArgumentParser.parse(["ingredients", "--help"]).command == .help(.ingredients))
        #expect(try ArgumentParser.parse(["cache", "--help"]).command == .help(.cache))
        #expect(try ArgumentParser.parse(["help"]).command == .help(.main))
        #expect(try ArgumentParser.parse(["--version"]).command == .version)
    }

    @Test("a missing option value is a usage error")
    func parse_refusesMissingValue() {
        #expect(throws: UsageError.missingValue(option: "--lang")) {
            try ArgumentParser.parse(["feed", "--lang"])
        }
    }
}
