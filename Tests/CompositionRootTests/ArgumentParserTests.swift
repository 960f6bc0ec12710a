import FeedPresentation
import Testing

@testable import CompositionRoot

/// The parser reads dringo's arguments against its table of commands, and each definition builds its command's
/// options from what was read.
struct ArgumentParserTests {
    @Test("feed takes its options in any order, with separate or inline values")
    func parse_readsFeedOptions() throws {
        let parsed = try ArgumentParser.parse(["feed", "--limit=5", "--format", "json", "--offline", "--lang", "it"])

        #expect(try FeedOptions(arguments(of: parsed, command: .feed)) == FeedOptions(offline: true, format: .json, limit: 5))
        #expect(parsed.language == .italian)
    }

    @Test("feed without options is online text with no limit")
    func parse_readsFeedDefaults() throws {
        let parsed = try ArgumentParser.parse(["feed"])

        #expect(try FeedOptions(arguments(of: parsed, command: .feed)) == FeedOptions())
        #expect(parsed.language == nil)
    }

    @Test("the last value of a repeated option wins")
    func parse_lastRepeatedOptionWins() throws {
        let parsed = try ArgumentParser.parse(["feed", "--format", "json", "--format", "text", "--lang", "it", "--lang=en"])

        #expect(try FeedOptions(arguments(of: parsed, command: .feed)) == FeedOptions(format: .text))
        #expect(parsed.language == .english)
    }

    @Test("ingredients takes one operand, which may follow -- and start with a hyphen")
    func parse_readsIngredientsOperand() throws {
        #expect(
            try IngredientsOptions(arguments(of: ArgumentParser.parse(["ingredients", "Tommy's Margarita"]), command: .ingredients))
                == IngredientsOptions(nameOrID: "Tommy's Margarita"))
        #expect(
            try IngredientsOptions(
                arguments(of: ArgumentParser.parse(["ingredients", "--format=json", "--", "--odd"]), command: .ingredients))
                == IngredientsOptions(nameOrID: "--odd", format: .json))
        #expect(
            try IngredientsOptions(arguments(of: ArgumentParser.parse(["ingredients", ""]), command: .ingredients))
                == IngredientsOptions(nameOrID: ""))
    }

    @Test("CS-14: ingredients joins the words of a name typed unquoted, before and after options and --")
    func parse_joinsIngredientsNameWords() throws {
        #expect(
            try IngredientsOptions(arguments(of: ArgumentParser.parse(["ingredients", "Gin", "and", "Tonic"]), command: .ingredients))
                == IngredientsOptions(nameOrID: "Gin and Tonic"))
        #expect(
            try IngredientsOptions(
                arguments(
                    of: ArgumentParser.parse(["ingredients", "gin", "--format", "json", "and", "--", "--tonic"]), command: .ingredients))
                == IngredientsOptions(nameOrID: "gin and --tonic", format: .json))
    }

    @Test("CS-14: image, search and fav add and remove join the words of what they are given")
    func parse_joinsNameWords() throws {
        #expect(
            try ImageOptions(arguments(of: ArgumentParser.parse(["image", "gin", "and", "tonic"]), command: .image))
                == ImageOptions(nameOrID: "gin and tonic", output: nil))
        #expect(
            try SearchOptions(arguments(of: ArgumentParser.parse(["search", "gin", "and", "--limit", "2", "tonic"]), command: .search))
                == SearchOptions(text: "gin and tonic", limit: 2))
        #expect(
            try FavOptions(arguments(of: ArgumentParser.parse(["fav", "add", "gin", "and", "tonic", "--rating", "4"]), command: .fav))
                == FavOptions(action: .add(nameOrID: "gin and tonic", rating: 4, note: nil)))
        #expect(
            try FavOptions(arguments(of: ArgumentParser.parse(["fav", "remove", "gin", "and", "tonic"]), command: .fav))
                == FavOptions(action: .remove(nameOrID: "gin and tonic")))
    }

    @Test("image takes one operand and --output, which may not be empty")
    func parse_readsImage() throws {
        let parsed = try ArgumentParser.parse(["image", "--output", "negroni.jpg", "Negroni"])

        #expect(try ImageOptions(arguments(of: parsed, command: .image)) == ImageOptions(nameOrID: "Negroni", output: "negroni.jpg"))
        #expect(throws: UsageError.missingValue(option: "--output")) { try ArgumentParser.parse(["image", "Negroni", "--output", ""]) }
    }

    @Test("cache takes exactly one of its subcommands")
    func parse_readsCacheSubcommand() throws {
        for action in CacheAction.allCases {
            #expect(try arguments(of: ArgumentParser.parse(["cache", action.rawValue]), command: .cache).subcommand == action.rawValue)
        }
        #expect(throws: UsageError.unexpectedArgument("clear", command: "cache info")) {
            try ArgumentParser.parse(["cache", "info", "clear"])
        }
        #expect(throws: UsageError.missingSubcommand(of: CommandDefinition.cache.syntax)) { try ArgumentParser.parse(["cache"]) }
        #expect(throws: UsageError.unknownSubcommand("purge", of: CommandDefinition.cache.syntax)) {
            try ArgumentParser.parse(["cache", "purge"])
        }
    }

    @Test("no arguments at all, or only --lang, ask for the short usage")
    func parse_readsNoArgumentsAsShortUsage() throws {
        #expect(try ArgumentParser.parse([]) == ParsedCommandLine(request: .shortUsage, language: nil))
        #expect(try ArgumentParser.parse(["--lang", "it"]) == ParsedCommandLine(request: .shortUsage, language: .italian))
    }

    @Test("--lang may come before the command too")
    func parse_readsLanguageBeforeCommand() throws {
        let parsed = try ArgumentParser.parse(["--lang=it", "feed", "--offline"])

        #expect(try FeedOptions(arguments(of: parsed, command: .feed)) == FeedOptions(offline: true))
        #expect(parsed.language == .italian)
    }

    @Test("--help anywhere in a command asks for that command's help, --version for the version")
    func parse_readsCommandHelp() throws {
        #expect(try ArgumentParser.parse(["feed", "--offline", "-h"]).request == .help(.feed))
        #expect(try ArgumentParser.parse(["ingredients", "--help"]).request == .help(.ingredients))
        #expect(try ArgumentParser.parse(["cache", "--help"]).request == .help(.cache))
        #expect(try ArgumentParser.parse(["--help"]).request == .help(nil))
        #expect(try ArgumentParser.parse(["--version"]) == ParsedCommandLine(request: .version, language: nil))
        #expect(try ArgumentParser.parse(["-V", "--lang", "it"]) == ParsedCommandLine(request: .version, language: .italian))
    }

    @Test("--help reads the whole argument list for --lang, even after itself, and nothing else after it")
    func parse_readsLanguageAfterHelp() throws {
        #expect(try ArgumentParser.parse(["bar", "--help", "--lang", "it"]) == ParsedCommandLine(request: .help(.bar), language: .italian))
        #expect(try ArgumentParser.parse(["--help", "--lang=it"]) == ParsedCommandLine(request: .help(nil), language: .italian))
        #expect(
            try ArgumentParser.parse(["feed", "-h", "--bogus", "--lang", "xx", "--lang", "it"])
                == ParsedCommandLine(request: .help(.feed), language: .italian))
    }

    @Test("--version takes only --lang")
    func parse_refusesMoreAfterVersion() {
        #expect(throws: UsageError.unexpectedArgument("feed", command: "dringo")) { try ArgumentParser.parse(["--version", "feed"]) }
        #expect(throws: UsageError.unknownOption("--bogus", command: "dringo")) { try ArgumentParser.parse(["--version", "--bogus"]) }
    }

    @Test("sync takes no operand, only --lang")
    func parse_readsSync() throws {
        #expect(
            try ArgumentParser.parse(["sync"]) == ParsedCommandLine(request: .run(.sync, ParsedArguments(path: ["sync"])), language: nil))
        #expect(try ArgumentParser.parse(["sync", "--lang=it"]).language == .italian)
        #expect(throws: UsageError.unexpectedArgument("now", command: "sync")) {
            try ArgumentParser.parse(["sync", "now"])
        }
        #expect(throws: UsageError.unknownOption("--format", command: "sync")) {
            try ArgumentParser.parse(["sync", "--format", "json"])
        }
    }

    @Test("search takes its text and its options in any order, with separate or inline values")
    func parse_readsSearchOptions() throws {
        let parsed = try ArgumentParser.parse(["search", "--limit", "3", "marg", "--format=json", "--lang", "it"])

        #expect(try SearchOptions(arguments(of: parsed, command: .search)) == SearchOptions(text: "marg", format: .json, limit: 3))
        #expect(parsed.language == .italian)
        #expect(
            try SearchOptions(arguments(of: ArgumentParser.parse(["search", "marg"]), command: .search)) == SearchOptions(text: "marg"))
        #expect(
            try SearchOptions(arguments(of: ArgumentParser.parse(["search", "--limit=1", "--", "-x"]), command: .search))
                == SearchOptions(text: "-x", limit: 1))
    }

    @Test("search passes an empty text on as typed, for the command to refuse")
    func parse_passesEmptySearchTextOn() throws {
        #expect(try SearchOptions(arguments(of: ArgumentParser.parse(["search", ""]), command: .search)) == SearchOptions(text: ""))
    }

    @Test("search takes no text when a filter is given, and reads each filter, every --ingredient in order")
    func parse_readsSearchFilters() throws {
        let options = try SearchOptions(
            arguments(
                of: ArgumentParser.parse([
                    "search", "--ingredient", "gin", "--category", "Shot", "--ingredient=lime", "--glass", "Jar", "--alcoholic", "no",
                    "--iba", "--strict",
                ]), command: .search))
        let bare = try SearchOptions(arguments(of: ArgumentParser.parse(["search", "--format", "json", "--"]), command: .search))

        #expect(
            options
                == SearchOptions(
                    text: nil,
                    filters: DrinkFilterOptions(
                        ingredients: ["gin", "lime"], category: "Shot", glass: "Jar", alcohol: .nonAlcoholic, ibaOnly: true, strict: true)))
        #expect(bare == SearchOptions(text: nil, format: .json))
        #expect(throws: UsageError.invalidValue("maybe", option: .alcoholic)) {
            try ArgumentParser.parse(["random", "--alcoholic", "maybe"])
        }
    }

    @Test("search refuses a limit that is not a whole number from 1", arguments: ["0", "-1", "abc", "", "1.5", "+3", " 2", "３"])
    func parse_refusesInvalidSearchLimit(value: String) {
        #expect(throws: UsageError.invalidValue(value, option: .limit)) {
            try ArgumentParser.parse(["search", "marg", "--limit=\(value)"])
        }
    }

    @Test("search refuses an unknown option, a bad format and a limit without its value")
    func parse_refusesBadSearchArguments() {
        #expect(throws: UsageError.unknownOption("--offline", command: "search")) {
            try ArgumentParser.parse(["search", "marg", "--offline"])
        }
        #expect(throws: UsageError.invalidValue("xml", option: .format)) {
            try ArgumentParser.parse(["search", "marg", "--format", "xml"])
        }
        #expect(throws: UsageError.missingValue(option: "--limit")) {
            try ArgumentParser.parse(["search", "marg", "--limit"])
        }
    }

    @Test("CS-14: recipe takes a name in one word or several, which may follow -- and start with a hyphen, and --format and --lang")
    func parse_readsRecipe() throws {
        let parsed = try ArgumentParser.parse(["recipe", "--lang", "it", "Tommy's Margarita", "--format", "json"])

        #expect(try RecipeOptions(arguments(of: parsed, command: .recipe)) == RecipeOptions(nameOrID: "Tommy's Margarita", format: .json))
        #expect(parsed.language == .italian)
        #expect(
            try RecipeOptions(arguments(of: ArgumentParser.parse(["recipe", "11007"]), command: .recipe))
                == RecipeOptions(nameOrID: "11007"))
        #expect(
            try RecipeOptions(arguments(of: ArgumentParser.parse(["recipe", "--", "--odd"]), command: .recipe))
                == RecipeOptions(nameOrID: "--odd"))
        #expect(try RecipeOptions(arguments(of: ArgumentParser.parse(["recipe", ""]), command: .recipe)) == RecipeOptions(nameOrID: ""))
        #expect(
            try RecipeOptions(arguments(of: ArgumentParser.parse(["recipe", "gin", "and", "tonic"]), command: .recipe))
                == RecipeOptions(nameOrID: "gin and tonic"))
    }

    @Test("recipe without a name, or with an option it does not take is a usage error")
    func parse_refusesBadRecipeArguments() {
        #expect(throws: UsageError.missingOperand(.nameOrID, command: "recipe")) {
            try ArgumentParser.parse(["recipe"])
        }
        #expect(throws: UsageError.missingOperand(.nameOrID, command: "recipe")) {
            try ArgumentParser.parse(["recipe", "--format=json"])
        }
        #expect(throws: UsageError.unknownOption("--limit=2", command: "recipe")) {
            try ArgumentParser.parse(["recipe", "Gin", "--limit=2"])
        }
        #expect(throws: UsageError.invalidValue("xx", option: .language)) {
            try ArgumentParser.parse(["recipe", "Gin", "--lang", "xx"])
        }
    }

    @Test("random takes --format and --lang and no operand")
    func parse_readsRandom() throws {
        #expect(try RandomOptions(arguments(of: ArgumentParser.parse(["random"]), command: .random)) == RandomOptions())
        #expect(
            try RandomOptions(arguments(of: ArgumentParser.parse(["random", "--format=json", "--lang", "it"]), command: .random))
                == RandomOptions(format: .json))
        #expect(throws: UsageError.unexpectedArgument("Gin", command: "random")) {
            try ArgumentParser.parse(["random", "Gin"])
        }
        #expect(throws: UsageError.unknownOption("--limit", command: "random")) {
            try ArgumentParser.parse(["random", "--limit", "1"])
        }
    }

    @Test("--help anywhere in a catalogue command asks for that command's help")
    func parse_readsCatalogueCommandHelp() throws {
        #expect(try ArgumentParser.parse(["sync", "--help"]).request == .help(.sync))
        #expect(try ArgumentParser.parse(["search", "marg", "-h"]).request == .help(.search))
        #expect(try ArgumentParser.parse(["search", "-h"]).request == .help(.search))
        #expect(try ArgumentParser.parse(["recipe", "--help"]).request == .help(.recipe))
        #expect(try ArgumentParser.parse(["random", "--format", "json", "-h"]).request == .help(.random))
    }

    @Test("a missing option value is a usage error")
    func parse_refusesMissingValue() {
        #expect(throws: UsageError.missingValue(option: "--lang")) {
            try ArgumentParser.parse(["feed", "--lang"])
        }
    }

    @Test("a flag given a value, and an argument a command without operands does not take, are unexpected")
    func parse_refusesValueOfFlag() {
        #expect(throws: UsageError.unexpectedArgument("--offline=yes", command: "feed")) {
            try ArgumentParser.parse(["feed", "--offline=yes"])
        }
        #expect(throws: UsageError.unexpectedArgument("extra", command: "feed")) { try ArgumentParser.parse(["feed", "extra"]) }
    }
}

/// What the parser read for `command`, failing the test when it read another request.
func arguments(
    of parsed: ParsedCommandLine,
    command: CommandDefinition,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ParsedArguments {
    guard case let .run(definition, arguments) = parsed.request, definition == command else {
        Issue.record("expected a run of \(command.name), got \(parsed.request)", sourceLocation: sourceLocation)
        throw ParsedAnotherRequest()
    }
    return arguments
}

private struct ParsedAnotherRequest: Error {}
