import FeedPresentation
import FeedTerminalUI
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// The parser reads dringo's arguments against its table of commands, and each command reads its options back typed.
struct CommandLineParserTests {
    @Test("feed takes its options in any order, with separate or inline values")
    func parse_readsFeedOptions() throws {
        let parsed = try parse(["feed", "--limit=5", "--format", "json", "--offline", "--lang", "it"])
        let feed = try arguments(of: parsed, command: .feed)

        #expect(feed[.offline] && feed.format == .json && feed[.limit] == 5)
        #expect(parsed.language == .italian)
    }

    @Test("feed without options is online text with no limit")
    func parse_readsFeedDefaults() throws {
        let parsed = try parse(["feed"])
        let feed = try arguments(of: parsed, command: .feed)

        #expect(!feed[.offline] && feed.format == .text && feed[.limit] == nil)
        #expect(parsed.language == nil)
    }

    @Test("the last value of a repeated option wins")
    func parse_lastRepeatedOptionWins() throws {
        let parsed = try parse(["feed", "--format", "json", "--format", "text", "--lang", "it", "--lang=en"])

        #expect(try arguments(of: parsed, command: .feed).format == .text)
        #expect(parsed.language == .english)
    }

    @Test("ingredients takes one operand, which may follow -- and start with a hyphen")
    func parse_readsIngredientsOperand() throws {
        #expect(try nameOrID(["ingredients", "Tommy's Margarita"], command: .ingredients) == "Tommy's Margarita")
        let odd = try arguments(of: parse(["ingredients", "--format=json", "--", "--odd"]), command: .ingredients)
        #expect(odd.operand(.nameOrID) == "--odd" && odd.format == .json)
        #expect(try nameOrID(["ingredients", ""], command: .ingredients) == "")
    }

    @Test("CS-14: ingredients joins the words of a name typed unquoted, before and after options and --")
    func parse_joinsIngredientsNameWords() throws {
        #expect(try nameOrID(["ingredients", "Gin", "and", "Tonic"], command: .ingredients) == "Gin and Tonic")
        let joined = try arguments(of: parse(["ingredients", "gin", "--format", "json", "and", "--", "--tonic"]), command: .ingredients)
        #expect(joined.operand(.nameOrID) == "gin and --tonic" && joined.format == .json)
    }

    @Test("CS-14: image, search and fav add and remove join the words of what they are given")
    func parse_joinsNameWords() throws {
        let image = try arguments(of: parse(["image", "gin", "and", "tonic"]), command: .image)
        #expect(image.operand(.nameOrID) == "gin and tonic" && image[.output] == nil)
        let search = try arguments(of: parse(["search", "gin", "and", "--limit", "2", "tonic"]), command: .search)
        #expect(search.operand(.searchText) == "gin and tonic" && search[.limit] == 2)
        #expect(
            try FavAction(arguments(of: parse(["fav", "add", "gin", "and", "tonic", "--rating", "4"]), command: .fav))
                == .add(nameOrID: "gin and tonic", rating: 4, note: nil))
        #expect(
            try FavAction(arguments(of: parse(["fav", "remove", "gin", "and", "tonic"]), command: .fav))
                == .remove(nameOrID: "gin and tonic"))
    }

    @Test("image takes one operand and --output, which may not be empty")
    func parse_readsImage() throws {
        let image = try arguments(of: parse(["image", "--output", "negroni.jpg", "Negroni"]), command: .image)

        #expect(image.operand(.nameOrID) == "Negroni" && image[.output] == "negroni.jpg")
        #expect(throws: UsageError.missingValue(option: "--output")) { try parse(["image", "Negroni", "--output", ""]) }
    }

    @Test("cache takes exactly one of its subcommands")
    func parse_readsCacheSubcommand() throws {
        for action in CacheAction.allCases {
            #expect(try arguments(of: parse(["cache", action.rawValue]), command: .cache).subcommand == action.rawValue)
        }
        #expect(throws: UsageError.unexpectedArgument("clear", command: "cache info")) { try parse(["cache", "info", "clear"]) }
        #expect(throws: UsageError.missingSubcommand(of: CommandDefinition.cache.syntax)) { try parse(["cache"]) }
        #expect(throws: UsageError.unknownSubcommand("purge", of: CommandDefinition.cache.syntax)) { try parse(["cache", "purge"]) }
    }

    @Test("no arguments at all, or only --lang, ask for the short usage")
    func parse_readsNoArgumentsAsShortUsage() throws {
        let none = try parse([])
        let italian = try parse(["--lang", "it"])

        #expect(none.request == .shortUsage && none.language == nil)
        #expect(italian.request == .shortUsage && italian.language == .italian)
    }

    @Test("--lang may come before the command too")
    func parse_readsLanguageBeforeCommand() throws {
        let parsed = try parse(["--lang=it", "feed", "--offline"])

        #expect(try arguments(of: parsed, command: .feed)[.offline])
        #expect(parsed.language == .italian)
    }

    @Test("--help anywhere in a command asks for that command's help, --version for the version")
    func parse_readsCommandHelp() throws {
        #expect(try parse(["feed", "--offline", "-h"]).request == help(.feed))
        #expect(try parse(["ingredients", "--help"]).request == help(.ingredients))
        #expect(try parse(["cache", "--help"]).request == help(.cache))
        #expect(try parse(["--help"]).request == help(nil))
        let version = try parse(["--version"])
        #expect(version.request == .version && version.language == nil)
        let italianVersion = try parse(["-V", "--lang", "it"])
        #expect(italianVersion.request == .version && italianVersion.language == .italian)
    }

    @Test("--help reads the whole argument list for --lang, even after itself, and nothing else after it")
    func parse_readsLanguageAfterHelp() throws {
        let bar = try parse(["bar", "--help", "--lang", "it"])
        #expect(bar.request == help(.bar) && bar.language == .italian)
        let main = try parse(["--help", "--lang=it"])
        #expect(main.request == help(nil) && main.language == .italian)
        let feed = try parse(["feed", "-h", "--bogus", "--lang", "xx", "--lang", "it"])
        #expect(feed.request == help(.feed) && feed.language == .italian)
    }

    @Test("--version takes only --lang")
    func parse_refusesMoreAfterVersion() {
        #expect(throws: UsageError.unexpectedArgument("feed", command: "dringo")) { try parse(["--version", "feed"]) }
        #expect(throws: UsageError.unknownOption("--bogus", command: "dringo")) { try parse(["--version", "--bogus"]) }
    }

    @Test("sync takes no operand, only --lang")
    func parse_readsSync() throws {
        #expect(try parse(["sync"]) == ParsedCommandLine(request: .run(CommandDefinition.sync.syntax, ParsedArguments(path: ["sync"]))))
        #expect(try parse(["sync", "--lang=it"]).language == .italian)
        #expect(throws: UsageError.unexpectedArgument("now", command: "sync")) { try parse(["sync", "now"]) }
        #expect(throws: UsageError.unknownOption("--format", command: "sync")) { try parse(["sync", "--format", "json"]) }
    }

    @Test("search takes its text and its options in any order, with separate or inline values")
    func parse_readsSearchOptions() throws {
        let parsed = try parse(["search", "--limit", "3", "marg", "--format=json", "--lang", "it"])
        let search = try arguments(of: parsed, command: .search)

        #expect(search.operand(.searchText) == "marg" && search.format == .json && search[.limit] == 3)
        #expect(parsed.language == .italian)
        let bare = try arguments(of: parse(["search", "marg"]), command: .search)
        #expect(bare.operand(.searchText) == "marg" && bare.format == .text && bare[.limit] == nil && bare.drinkFilters.isEmpty)
        let hyphen = try arguments(of: parse(["search", "--limit=1", "--", "-x"]), command: .search)
        #expect(hyphen.operand(.searchText) == "-x" && hyphen[.limit] == 1)
    }

    @Test("search passes an empty text on as typed, for the command to refuse")
    func parse_passesEmptySearchTextOn() throws {
        #expect(try arguments(of: parse(["search", ""]), command: .search).operand(.searchText) == "")
    }

    @Test("search takes no text when a filter is given, and reads each filter, every --ingredient in order")
    func parse_readsSearchFilters() throws {
        let filtered = try arguments(
            of: parse([
                "search", "--ingredient", "gin", "--category", "Shot", "--ingredient=lime", "--glass", "Jar", "--alcoholic", "no",
                "--iba", "--strict",
            ]), command: .search)
        let bare = try arguments(of: parse(["search", "--format", "json", "--"]), command: .search)

        #expect(filtered.operand(.searchText) == nil)
        #expect(
            filtered.drinkFilters
                == DrinkFilterOptions(
                    ingredients: ["gin", "lime"], category: "Shot", glass: "Jar", alcohol: .nonAlcoholic, ibaOnly: true, strict: true))
        #expect(bare.operand(.searchText) == nil && bare.format == .json && bare.drinkFilters.isEmpty)
        #expect(throws: UsageError.invalidValue("maybe", option: Option<AlcoholChoice>.alcoholic.syntax)) {
            try parse(["random", "--alcoholic", "maybe"])
        }
    }

    @Test("search refuses a limit that is not a whole number from 1", arguments: ["0", "-1", "abc", "", "1.5", "+3", " 2", "３"])
    func parse_refusesInvalidSearchLimit(value: String) {
        #expect(throws: UsageError.invalidValue(value, option: Option<Int>.limit.syntax)) {
            try parse(["search", "marg", "--limit=\(value)"])
        }
    }

    @Test("search refuses an unknown option, a bad format and a limit without its value")
    func parse_refusesBadSearchArguments() {
        #expect(throws: UsageError.unknownOption("--offline", command: "search")) { try parse(["search", "marg", "--offline"]) }
        #expect(throws: UsageError.invalidValue("xml", option: Option<OutputFormat>.format.syntax)) {
            try parse(["search", "marg", "--format", "xml"])
        }
        #expect(throws: UsageError.missingValue(option: "--limit")) { try parse(["search", "marg", "--limit"]) }
    }

    @Test("CS-14: recipe takes a name in one word or several, which may follow -- and start with a hyphen, and --format and --lang")
    func parse_readsRecipe() throws {
        let parsed = try parse(["recipe", "--lang", "it", "Tommy's Margarita", "--format", "json"])
        let recipe = try arguments(of: parsed, command: .recipe)

        #expect(recipe.operand(.nameOrID) == "Tommy's Margarita" && recipe.format == .json)
        #expect(parsed.language == .italian)
        #expect(try nameOrID(["recipe", "11007"], command: .recipe) == "11007")
        #expect(try nameOrID(["recipe", "--", "--odd"], command: .recipe) == "--odd")
        #expect(try nameOrID(["recipe", ""], command: .recipe) == "")
        #expect(try nameOrID(["recipe", "gin", "and", "tonic"], command: .recipe) == "gin and tonic")
    }

    @Test("recipe without a name, or with an option it does not take is a usage error")
    func parse_refusesBadRecipeArguments() {
        #expect(throws: UsageError.missingOperand(.nameOrID, command: "recipe")) { try parse(["recipe"]) }
        #expect(throws: UsageError.missingOperand(.nameOrID, command: "recipe")) { try parse(["recipe", "--format=json"]) }
        #expect(throws: UsageError.unknownOption("--limit=2", command: "recipe")) { try parse(["recipe", "Gin", "--limit=2"]) }
        #expect(throws: UsageError.invalidValue("xx", option: Option<Language>.language.syntax)) {
            try parse(["recipe", "Gin", "--lang", "xx"])
        }
    }

    @Test("random takes --format and --lang and no operand")
    func parse_readsRandom() throws {
        let plain = try arguments(of: parse(["random"]), command: .random)
        #expect(plain.format == .text && plain.drinkFilters.isEmpty && plain[.units] == nil && plain.servings == 1 && !plain[.picture])
        #expect(try arguments(of: parse(["random", "--format=json", "--lang", "it"]), command: .random).format == .json)
        #expect(throws: UsageError.unexpectedArgument("Gin", command: "random")) { try parse(["random", "Gin"]) }
        #expect(throws: UsageError.unknownOption("--limit", command: "random")) { try parse(["random", "--limit", "1"]) }
    }

    @Test("--help anywhere in a catalogue command asks for that command's help")
    func parse_readsCatalogueCommandHelp() throws {
        #expect(try parse(["sync", "--help"]).request == help(.sync))
        #expect(try parse(["search", "marg", "-h"]).request == help(.search))
        #expect(try parse(["search", "-h"]).request == help(.search))
        #expect(try parse(["recipe", "--help"]).request == help(.recipe))
        #expect(try parse(["random", "--format", "json", "-h"]).request == help(.random))
    }

    @Test("a missing option value is a usage error")
    func parse_refusesMissingValue() {
        #expect(throws: UsageError.missingValue(option: "--lang")) { try parse(["feed", "--lang"]) }
    }

    @Test("a flag given a value, and an argument a command without operands does not take, are unexpected")
    func parse_refusesValueOfFlag() {
        #expect(throws: UsageError.unexpectedArgument("--offline=yes", command: "feed")) { try parse(["feed", "--offline=yes"]) }
        #expect(throws: UsageError.unexpectedArgument("extra", command: "feed")) { try parse(["feed", "extra"]) }
    }

    @Test("GS-2: --units reads DRINGO_UNITS, ignoring its case, when it is not given, and the option wins over it")
    func parse_readsUnitsFromTheEnvironment() throws {
        #expect(try arguments(of: parse(["recipe", "x"], environment: ["DRINGO_UNITS": "CL"]), command: .recipe)[.units] == .cl)
        #expect(
            try arguments(of: parse(["recipe", "x", "--units", "oz"], environment: ["DRINGO_UNITS": "cl"]), command: .recipe)[.units] == .oz
        )
        #expect(try arguments(of: parse(["recipe", "x"], environment: ["DRINGO_UNITS": ""]), command: .recipe)[.units] == nil)
    }

    @Test("GS-7, RA-22: a DRINGO_UNITS that names no unit is a usage error whatever the command, naming its value and option")
    func parse_refusesBadUnitsInTheEnvironment() {
        for command in [["recipe", "x"], ["feed"], ["--version"]] {
            #expect {
                try parse(command, environment: ["DRINGO_UNITS": "pints"])
            } throws: { error in
                guard case let .invalidEnvironmentChoice(variable, value, option) = error as? UsageError else { return false }
                return variable == "DRINGO_UNITS" && value == "pints" && option.name == "--units"
            }
        }
    }

    @Test("RA-22: --units takes its unit in any case, as DRINGO_UNITS does")
    func parse_readsUnitsInAnyCase() throws {
        #expect(try arguments(of: parse(["recipe", "x", "--units", "OZ"]), command: .recipe)[.units] == .oz)
        #expect(try arguments(of: parse(["recipe", "x", "--units=Cl"]), command: .recipe)[.units] == .cl)
    }

    // MARK: - Helpers

    private func nameOrID(
        _ typed: [String], command: CommandDefinition, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String? {
        try arguments(of: parse(typed), command: command, sourceLocation: sourceLocation).operand(.nameOrID)
    }
}
