import FeedPresentation
import FeedTerminalUI
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// `bar` and `makeable` as the parser reads them.
struct BarCommandLineParserTests {
    @Test("BS-1: bar add and remove take every operand as an ingredient, as typed, and --format and --lang anywhere")
    func parse_readsBarIngredients() throws {
        let add = try parse(["bar", "add", "gin", " Lime Juice ", "--format", "json", "TONIC WATER", "--lang=it"])
        #expect(try bar(add) == (.add(["gin", " Lime Juice ", "TONIC WATER"]), .json))
        #expect(add.language == .italian)
        #expect(try bar(parse(["bar", "remove", "lime juice"])) == (.remove(["lime juice"]), .text))
        #expect(try bar(parse(["bar", "add", "--", "-odd", "--format"])) == (.add(["-odd", "--format"]), .text))
        #expect(try bar(parse(["bar", "--format=json", "add", "gin", " "])) == (.add(["gin"]), .json))
    }

    @Test("BS-2: bar list and clear take no operand")
    func parse_readsBarListAndClear() throws {
        #expect(try bar(parse(["bar", "list", "--format=json"])) == (.list, .json))
        #expect(try bar(parse(["bar", "clear"])) == (.clear, .text))
        #expect(throws: UsageError.unexpectedArgument("gin", command: "bar list")) { try parse(["bar", "list", "gin"]) }
        #expect(throws: UsageError.unexpectedArgument("now", command: "bar clear")) { try parse(["bar", "clear", "now"]) }
    }

    @Test("BS-10: bar without an action, with an unknown one, or add and remove naming nothing, is a usage error")
    func parse_refusesIncompleteBar() throws {
        let bar = CommandDefinition.bar.syntax
        let ingredient = try #require(bar.subcommands.first?.operands.first)

        #expect(throws: UsageError.missingSubcommand(of: bar)) { try parse(["bar"]) }
        #expect(throws: UsageError.missingSubcommand(of: bar)) { try parse(["bar", "--format", "json"]) }
        #expect(throws: UsageError.unknownSubcommand("drop", of: bar)) { try parse(["bar", "drop", "gin"]) }
        #expect(throws: UsageError.missingOperand(ingredient, command: "bar add")) { try parse(["bar", "add"]) }
        #expect(throws: UsageError.missingOperand(ingredient, command: "bar remove")) { try parse(["bar", "remove"]) }
        #expect(throws: UsageError.unknownOption("--missing", command: "bar add")) {
            try parse(["bar", "add", "--missing", "1"])
        }
        #expect(throws: UsageError.unknownOption("-x", command: "bar")) { try parse(["bar", "-x"]) }
    }

    @Test("BS-30: bar substitute and unsubstitute take what the user has, then what it stands for, as typed; substitutes takes none")
    func parse_readsSubstitutes() throws {
        #expect(
            try bar(parse(["bar", "substitute", " dry curaçao ", "Cointreau", "--format=json"]))
                == (.substitutes(.add(have: " dry curaçao ", for: "Cointreau")), .json))
        #expect(try bar(parse(["bar", "unsubstitute", "--", "-odd", "lime"])) == (.substitutes(.remove(have: "-odd", for: "lime")), .text))
        #expect(try bar(parse(["bar", "substitutes"])) == (.substitutes(.list), .text))
    }

    @Test("BS-32: bar substitute and unsubstitute need both names and take no third; substitutes takes none")
    func parse_refusesIncompleteSubstitutes() throws {
        let substitute = try #require(CommandDefinition.bar.syntax.subcommands.first { $0.name == "substitute" })
        let have = try #require(substitute.operands.first)
        let wanted = try #require(substitute.operands.last)

        #expect(throws: UsageError.missingOperand(have, command: "bar substitute")) { try parse(["bar", "substitute"]) }
        #expect(throws: UsageError.missingOperand(wanted, command: "bar unsubstitute")) {
            try parse(["bar", "unsubstitute", "lemon"])
        }
        #expect(throws: UsageError.unexpectedArgument("gin", command: "bar substitute")) {
            try parse(["bar", "substitute", "lemon", "lime", "gin"])
        }
        #expect(throws: UsageError.unexpectedArgument("gin", command: "bar substitutes")) {
            try parse(["bar", "substitutes", "gin"])
        }
    }

    @Test("BS-3: makeable without options allows nothing missing, as text, with no limit")
    func parse_readsMakeableDefaults() throws {
        let parsed = try parse(["makeable"])
        let makeable = try arguments(of: parsed, command: .makeable)

        #expect(makeable[.missing] == nil && makeable.format == .text && makeable[.limit] == nil)
        #expect(!makeable[.favourites] && !makeable[.strict] && makeable.staplesOnHand)
        #expect(parsed.language == nil)
    }

    @Test("BS-4: makeable takes --missing from 0 to 15, --format, --limit and --lang, with separate or inline values")
    func parse_readsMakeableOptions() throws {
        let parsed = try parse(["makeable", "--missing=15", "--format", "json", "--limit", "3", "--lang", "it"])
        let makeable = try arguments(of: parsed, command: .makeable)
        #expect(makeable[.missing] == 15 && makeable.format == .json && makeable[.limit] == 3)
        #expect(parsed.language == .italian)
        #expect(try arguments(of: parse(["makeable", "--missing", "0"]), command: .makeable)[.missing] == 0)
        #expect(try arguments(of: parse(["makeable", "--missing", "01"]), command: .makeable)[.missing] == 1)
        #expect(!(try arguments(of: parse(["makeable", "--staples", "off"]), command: .makeable).staplesOnHand))
    }

    @Test(
        "BS-10: makeable refuses a --missing that is not a whole number from 0 to 15",
        arguments: ["16", "-1", "abc", "", "1.5", "+3", " 2", "３", "99999999999999999999999"])
    func parse_refusesBadMissing(value: String) throws {
        let missing = try #require(CommandDefinition.makeable.syntax.options.first)

        #expect(throws: UsageError.invalidValue(value, option: missing)) { try parse(["makeable", "--missing", value]) }
    }

    @Test("BS-10: makeable refuses an operand and an unknown option")
    func parse_refusesMakeableOperand() {
        #expect(throws: UsageError.unexpectedArgument("gin", command: "makeable")) { try parse(["makeable", "gin"]) }
        #expect(throws: UsageError.unknownOption("--offline", command: "makeable")) { try parse(["makeable", "--offline"]) }
        #expect(throws: UsageError.missingValue(option: "--missing")) { try parse(["makeable", "--missing"]) }
    }

    @Test("--help anywhere in bar or makeable asks for that command's help")
    func parse_readsBarAndMakeableHelp() throws {
        #expect(try parse(["bar", "--help"]).request == help(.bar))
        #expect(try parse(["bar", "add", "gin", "-h"]).request == help(.bar))
        #expect(try parse(["makeable", "--missing", "1", "--help"]).request == help(.makeable))
    }

    // MARK: - Helpers

    /// What `bar` was asked to do, and in which format.
    private func bar(_ parsed: ParsedCommandLine, sourceLocation: SourceLocation = #_sourceLocation) throws -> BarRequest {
        let arguments = try arguments(of: parsed, command: .bar, sourceLocation: sourceLocation)
        return BarRequest(action: BarAction(arguments), format: arguments.format)
    }
}

private struct BarRequest: Equatable {
    let action: BarAction
    let format: OutputFormat
}

private func == (request: BarRequest, expected: (BarAction, OutputFormat)) -> Bool {
    request == BarRequest(action: expected.0, format: expected.1)
}
