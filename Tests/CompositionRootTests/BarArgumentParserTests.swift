import FeedPresentation
import Testing

@testable import CompositionRoot

/// `bar` and `makeable` as the parser reads them.
struct BarArgumentParserTests {
    @Test("BS-1: bar add and remove take every operand as an ingredient, as typed, and --format and --lang anywhere")
    func parse_readsBarIngredients() throws {
        let add = try ArgumentParser.parse(["bar", "add", "gin", " Lime Juice ", "--format", "json", "TONIC WATER", "--lang=it"])
        #expect(
            try BarOptions(arguments(of: add, command: .bar))
                == BarOptions(action: .add(["gin", " Lime Juice ", "TONIC WATER"]), format: .json))
        #expect(add.language == .italian)
        #expect(
            try BarOptions(arguments(of: ArgumentParser.parse(["bar", "remove", "lime juice"]), command: .bar))
                == BarOptions(action: .remove(["lime juice"])))
        #expect(
            try BarOptions(arguments(of: ArgumentParser.parse(["bar", "add", "--", "-odd", "--format"]), command: .bar))
                == BarOptions(action: .add(["-odd", "--format"])))
        #expect(
            try BarOptions(arguments(of: ArgumentParser.parse(["bar", "--format=json", "add", "gin", " "]), command: .bar))
                == BarOptions(action: .add(["gin"]), format: .json))
    }

    @Test("BS-2: bar list and clear take no operand")
    func parse_readsBarListAndClear() throws {
        #expect(
            try BarOptions(arguments(of: ArgumentParser.parse(["bar", "list", "--format=json"]), command: .bar))
                == BarOptions(action: .list, format: .json))
        #expect(try BarOptions(arguments(of: ArgumentParser.parse(["bar", "clear"]), command: .bar)) == BarOptions(action: .clear))
        #expect(throws: UsageError.unexpectedArgument("gin", command: "bar list")) { try ArgumentParser.parse(["bar", "list", "gin"]) }
        #expect(throws: UsageError.unexpectedArgument("now", command: "bar clear")) { try ArgumentParser.parse(["bar", "clear", "now"]) }
    }

    @Test("BS-10: bar without an action, with an unknown one, or add and remove naming nothing, is a usage error")
    func parse_refusesIncompleteBar() throws {
        let bar = CommandDefinition.bar.syntax
        let ingredient = try #require(bar.subcommands.first?.operands.first)

        #expect(throws: UsageError.missingSubcommand(of: bar)) { try ArgumentParser.parse(["bar"]) }
        #expect(throws: UsageError.missingSubcommand(of: bar)) { try ArgumentParser.parse(["bar", "--format", "json"]) }
        #expect(throws: UsageError.unknownSubcommand("drop", of: bar)) { try ArgumentParser.parse(["bar", "drop", "gin"]) }
        #expect(throws: UsageError.missingOperand(ingredient, command: "bar add")) { try ArgumentParser.parse(["bar", "add"]) }
        #expect(throws: UsageError.missingOperand(ingredient, command: "bar remove")) { try ArgumentParser.parse(["bar", "remove"]) }
        #expect(throws: UsageError.unknownOption("--missing", command: "bar add")) {
            try ArgumentParser.parse(["bar", "add", "--missing", "1"])
        }
        #expect(throws: UsageError.unknownOption("-x", command: "bar")) { try ArgumentParser.parse(["bar", "-x"]) }
    }

    @Test("BS-30: bar substitute and unsubstitute take what the user has, then what it stands for, as typed; substitutes takes none")
    func parse_readsSubstitutes() throws {
        #expect(
            try BarOptions(
                arguments(of: ArgumentParser.parse(["bar", "substitute", " dry curaçao ", "Cointreau", "--format=json"]), command: .bar))
                == BarOptions(action: .substitutes(.add(have: " dry curaçao ", for: "Cointreau")), format: .json))
        #expect(
            try BarOptions(arguments(of: ArgumentParser.parse(["bar", "unsubstitute", "--", "-odd", "lime"]), command: .bar))
                == BarOptions(action: .substitutes(.remove(have: "-odd", for: "lime"))))
        #expect(
            try BarOptions(arguments(of: ArgumentParser.parse(["bar", "substitutes"]), command: .bar))
                == BarOptions(action: .substitutes(.list)))
    }

    @Test("BS-32: bar substitute and unsubstitute need both names and take no third; substitutes takes none")
    func parse_refusesIncompleteSubstitutes() throws {
        let substitute = try #require(CommandDefinition.bar.syntax.subcommands.first { $0.name == "substitute" })
        let have = try #require(substitute.operands.first)
        let wanted = try #require(substitute.operands.last)

        #expect(throws: UsageError.missingOperand(have, command: "bar substitute")) { try ArgumentParser.parse(["bar", "substitute"]) }
        #expect(throws: UsageError.missingOperand(wanted, command: "bar unsubstitute")) {
            try ArgumentParser.parse(["bar", "unsubstitute", "lemon"])
        }
        #expect(throws: UsageError.unexpectedArgument("gin", command: "bar substitute")) {
            try ArgumentParser.parse(["bar", "substitute", "lemon", "lime", "gin"])
        }
        #expect(throws: UsageError.unexpectedArgument("gin", command: "bar substitutes")) {
            try ArgumentParser.parse(["bar", "substitutes", "gin"])
        }
    }

    @Test("BS-3: makeable without options allows nothing missing, as text, with no limit")
    func parse_readsMakeableDefaults() throws {
        let parsed = try ArgumentParser.parse(["makeable"])

        #expect(try MakeableOptions(arguments(of: parsed, command: .makeable)) == MakeableOptions())
        #expect(parsed.language == nil)
    }

    @Test("BS-4: makeable takes --missing from 0 to 15, --format, --limit and --lang, with separate or inline values")
    func parse_readsMakeableOptions() throws {
        let parsed = try ArgumentParser.parse(["makeable", "--missing=15", "--format", "json", "--limit", "3", "--lang", "it"])
        #expect(
            try MakeableOptions(arguments(of: parsed, command: .makeable)) == MakeableOptions(allowedMissing: 15, format: .json, limit: 3))
        #expect(parsed.language == .italian)
        #expect(
            try MakeableOptions(arguments(of: ArgumentParser.parse(["makeable", "--missing", "0"]), command: .makeable))
                == MakeableOptions(allowedMissing: 0))
        #expect(
            try MakeableOptions(arguments(of: ArgumentParser.parse(["makeable", "--missing", "01"]), command: .makeable))
                == MakeableOptions(allowedMissing: 1))
    }

    @Test(
        "BS-10: makeable refuses a --missing that is not a whole number from 0 to 15",
        arguments: ["16", "-1", "abc", "", "1.5", "+3", " 2", "３", "99999999999999999999999"])
    func parse_refusesBadMissing(value: String) throws {
        let missing = try #require(CommandDefinition.makeable.syntax.options.first)

        #expect(throws: UsageError.invalidValue(value, option: missing)) { try ArgumentParser.parse(["makeable", "--missing", value]) }
    }

    @Test("BS-10: makeable refuses an operand and an unknown option")
    func parse_refusesMakeableOperand() {
        #expect(throws: UsageError.unexpectedArgument("gin", command: "makeable")) { try ArgumentParser.parse(["makeable", "gin"]) }
        #expect(throws: UsageError.unknownOption("--offline", command: "makeable")) { try ArgumentParser.parse(["makeable", "--offline"]) }
        #expect(throws: UsageError.missingValue(option: "--missing")) { try ArgumentParser.parse(["makeable", "--missing"]) }
    }

    @Test("--help anywhere in bar or makeable asks for that command's help")
    func parse_readsBarAndMakeableHelp() throws {
        #expect(try ArgumentParser.parse(["bar", "--help"]).request == .help(.bar))
        #expect(try ArgumentParser.parse(["bar", "add", "gin", "-h"]).request == .help(.bar))
        #expect(try ArgumentParser.parse(["makeable", "--missing", "1", "--help"]).request == .help(.makeable))
    }
}
