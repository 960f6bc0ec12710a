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

    @Test("no arguments at all ask for the short usage")
    func parse_readsNoArgumentsAsShortUsage() throws {
        #expect(try ArgumentParser.parse([]) == Invocation(command: .shortUsage, language: nil))
    }

    @Test("--help anywhere in a command asks for that command's help")
    func parse_readsCommandHelp() throws {
        #expect(try ArgumentParser.parse(["feed", "--offline", "-h"]).command == .help(.feed))
        #expect(try ArgumentParser.parse(["ingredients", "--help"]).command == .help(.ingredients))
        #expect(try ArgumentParser.parse(["cache", "--help"]).command == .help(.cache))
        #expect(try ArgumentParser.parse(["help"]).command == .help(.main))
        #expect(try ArgumentParser.parse(["--version"]).command == .version)
    }

    @Test("sync takes no operand, only --lang")
    func parse_readsSync() throws {
        #expect(try ArgumentParser.parse(["sync"]) == Invocation(command: .sync, language: nil))
        #expect(try ArgumentParser.parse(["sync", "--lang=it"]) == Invocation(command: .sync, language: .italian))
        #expect(throws: UsageError.unexpectedArgument("now", command: "sync")) {
            try ArgumentParser.parse(["sync", "now"])
        }
        #expect(throws: UsageError.unknownOption("--format", command: "sync")) {
            try ArgumentParser.parse(["sync", "--format", "json"])
        }
    }

    @Test("search takes its text and its options in any order, with separate or inline values")
    func parse_readsSearchOptions() throws {
        #expect(
            try ArgumentParser.parse(["search", "--limit", "3", "marg", "--format=json", "--lang", "it"])
                == Invocation(command: .search(SearchOptions(text: "marg", format: .json, limit: 3)), language: .italian))
        #expect(try ArgumentParser.parse(["search", "marg"]).command == .search(SearchOptions(text: "marg")))
        #expect(try ArgumentParser.parse(["search", "--limit=1", "--", "-x"]).command == .search(SearchOptions(text: "-x", limit: 1)))
    }

    @Test("search passes an empty text on as typed, for the command to refuse")
    func parse_passesEmptySearchTextOn() throws {
        #expect(try ArgumentParser.parse(["search", ""]).command == .search(SearchOptions(text: "")))
    }

    @Test("search without text is a usage error")
    func parse_refusesMissingSearchText() {
        #expect(throws: UsageError.missingSearchText) {
            try ArgumentParser.parse(["search"])
        }
        #expect(throws: UsageError.missingSearchText) {
            try ArgumentParser.parse(["search", "--format", "json", "--"])
        }
    }

    @Test("search refuses a limit that is not a whole number from 1", arguments: ["0", "-1", "abc", "", "1.5", "+3", " 2", "３"])
    func parse_refusesInvalidSearchLimit(value: String) {
        #expect(throws: UsageError.invalidLimit(value)) {
            try ArgumentParser.parse(["search", "marg", "--limit=\(value)"])
        }
    }

    @Test("search refuses a second operand, an unknown option and a bad format")
    func parse_refusesBadSearchArguments() {
        #expect(throws: UsageError.unexpectedArgument("Tonic", command: "search")) {
            try ArgumentParser.parse(["search", "Gin", "Tonic"])
        }
        #expect(throws: UsageError.unknownOption("--offline", command: "search")) {
            try ArgumentParser.parse(["search", "marg", "--offline"])
        }
        #expect(throws: UsageError.invalidFormat("xml")) {
            try ArgumentParser.parse(["search", "marg", "--format", "xml"])
        }
        #expect(throws: UsageError.missingValue(option: "--limit")) {
            try ArgumentParser.parse(["search", "marg", "--limit"])
        }
    }

    @Test("recipe takes one operand, which may follow -- and start with a hyphen, and --format and --lang")
    func parse_readsRecipe() throws {
        #expect(
            try ArgumentParser.parse(["recipe", "--lang", "it", "Tommy's Margarita", "--format", "json"])
                == Invocation(command: .recipe(RecipeOptions(nameOrID: "Tommy's Margarita", format: .json)), language: .italian))
        #expect(try ArgumentParser.parse(["recipe", "11007"]).command == .recipe(RecipeOptions(nameOrID: "11007")))
        #expect(try ArgumentParser.parse(["recipe", "--", "--odd"]).command == .recipe(RecipeOptions(nameOrID: "--odd")))
        #expect(try ArgumentParser.parse(["recipe", ""]).command == .recipe(RecipeOptions(nameOrID: "")))
    }

    @Test("recipe without a name, with two, or with an option it does not take is a usage error")
    func parse_refusesBadRecipeArguments() {
        #expect(throws: UsageError.missingCocktailName(command: "recipe")) {
            try ArgumentParser.parse(["recipe"])
        }
        #expect(throws: UsageError.missingCocktailName(command: "recipe")) {
            try ArgumentParser.parse(["recipe", "--format=json"])
        }
        #expect(throws: UsageError.unexpectedArgument("Tonic", command: "recipe")) {
            try ArgumentParser.parse(["recipe", "Gin", "Tonic"])
        }
        #expect(throws: UsageError.unknownOption("--limit=2", command: "recipe")) {
            try ArgumentParser.parse(["recipe", "Gin", "--limit=2"])
        }
        #expect(throws: UsageError.invalidLanguage("fr")) {
            try ArgumentParser.parse(["recipe", "Gin", "--lang", "fr"])
        }
    }

    @Test("random takes --format and --lang and no operand")
    func parse_readsRandom() throws {
        #expect(try ArgumentParser.parse(["random"]) == Invocation(command: .random(RandomOptions()), language: nil))
        #expect(
            try ArgumentParser.parse(["random", "--format=json", "--lang", "it"])
                == Invocation(command: .random(RandomOptions(format: .json)), language: .italian))
        #expect(throws: UsageError.unexpectedArgument("Gin", command: "random")) {
            try ArgumentParser.parse(["random", "Gin"])
        }
        #expect(throws: UsageError.unknownOption("--limit", command: "random")) {
            try ArgumentParser.parse(["random", "--limit", "1"])
        }
    }

    @Test("--help anywhere in a catalogue command asks for that command's help")
    func parse_readsCatalogueCommandHelp() throws {
        #expect(try ArgumentParser.parse(["sync", "--help"]).command == .help(.sync))
        #expect(try ArgumentParser.parse(["search", "marg", "-h"]).command == .help(.search))
        #expect(try ArgumentParser.parse(["search", "-h"]).command == .help(.search))
        #expect(try ArgumentParser.parse(["recipe", "--help"]).command == .help(.recipe))
        #expect(try ArgumentParser.parse(["random", "--format", "json", "-h"]).command == .help(.random))
    }

    @Test("a missing option value is a usage error")
    func parse_refusesMissingValue() {
        #expect(throws: UsageError.missingValue(option: "--lang")) {
            try ArgumentParser.parse(["feed", "--lang"])
        }
    }
}
