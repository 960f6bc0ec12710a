import CompositionRootTestSupport
import FeedPresentation
import Foundation
import TestSupport
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// The table of commands is the one description of dringo's command line: the parser, the help pages, the
/// completions and the wording are held to it here, and the man page in `ManPageTests`.
struct CommandTableTests {
    private let table = CommandTable.dringo
    private var commandLine: CommandLineSyntax { table.syntax }

    // MARK: - The table

    @Test("every command, subcommand and option name is a plain word, every option a long one, so no script quotes them")
    func names_arePlainWords() {
        var words = table.commands.map(\.name)
        var options = commandLine.programOptions + commandLine.globalOptions + commandLine.optionsAnywhere
        for command in commandLine.commands {
            words += command.subcommands.map(\.name)
            options += command.optionsWithSubcommands
            for operand in command.operands + command.subcommands.flatMap(\.operands) {
                if case let .oneOf(choices) = operand.choices { words += choices }
            }
        }
        for option in options {
            if case let .oneOf(values) = option.value { words += values }
        }

        for word in words {
            #expect(!word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }, "'\(word)'")
        }
        for option in options {
            #expect(option.name.hasPrefix("--") && option.bareName.allSatisfy { ("a"..."z").contains($0) }, "'\(option.name)'")
        }
    }

    @Test("no two commands, no two subcommands of a command and no two options a command reads share a name")
    func names_areUnique() {
        let everywhere = commandLine.globalOptions + commandLine.optionsAnywhere + [commandLine.help]
        #expect(Set(table.commands.map(\.name)).count == table.commands.count)
        for command in commandLine.commands + commandLine.commands.flatMap(\.subcommands) {
            let options = command.options + command.subcommands.flatMap(\.options) + everywhere
            #expect(Set(options.map(\.name)).count == options.count, "\(command.displayName)")
            #expect(Set(command.subcommands.map(\.name)).count == command.subcommands.count, "\(command.displayName)")
        }
    }

    @Test(
        "only a command's last operand may repeat, join its words or be left out, and a command with subcommands takes no operand of its own"
    )
    func operands_canBeRead() {
        for command in commandLine.commands + commandLine.commands.flatMap(\.subcommands) {
            for operand in command.operands.dropLast() {
                #expect(!operand.takesManyWords && !operand.isOptional, "\(command.displayName) \(operand.key)")
            }
            #expect(command.subcommands.isEmpty || command.operands.isEmpty, "\(command.displayName)")
        }
    }

    // The JSON views are left out: their members ("ingredients", a source "cache") are the contract's output
    // formats, which share words with commands without naming them.
    @Test("each command's name is a string literal in its own definition under Commands/, and nowhere else in the command line")
    func commandName_isLiteralInItsDefinitionOnly() throws {
        let files = try Self.swiftFiles(under: ["CompositionRoot", "Sources/FeedPresentation/CommandLine"])

        for command in table.commands {
            let holders = try files.filter { try Self.code(of: $0).contains("\"\(command.name)\"") }
            #expect(holders.count == 1, "'\(command.name)' is a literal in \(holders.map(\.lastPathComponent))")
            #expect(holders.first?.deletingLastPathComponent().lastPathComponent == "Commands", "\(holders.map(\.path))")
        }
    }

    // MARK: - The parser

    @Test("every command, with each of its subcommands, is read by the parser, with its operands and each of its options")
    func everyCommand_isParsed() {
        for command in commandLine.commands {
            for path in Self.paths(of: command) {
                let options = command.options + path.flatMap(\.options)
                for option in options + commandLine.globalOptions {
                    let arguments = [command.name] + path.map(\.name) + sampleOperands(of: path.last ?? command) + sample(option)
                    #expect(throws: Never.self, "dringo \(arguments.joined(separator: " "))") { try parse(arguments) }
                }
                let arguments = [command.name] + path.map(\.name) + sampleOperands(of: path.last ?? command)
                #expect(throws: Never.self, "dringo \(arguments.joined(separator: " "))") { try parse(arguments) }
            }
        }
        for option in commandLine.programOptions {
            #expect(throws: Never.self, "dringo \(option.name)") { try parse(sample(option)) }
        }
    }

    @Test("every choice of an operand is one the parser takes")
    func operandChoices_areParsed() {
        for command in commandLine.commands {
            for operand in command.operands {
                let choices: [String] =
                    switch operand.choices {
                    case let .oneOf(words): words
                    case .commands: table.commands.map(\.name)
                    case .any: []
                    }
                for choice in choices {
                    #expect(throws: Never.self, "dringo \(command.name) \(choice)") { try parse([command.name, choice]) }
                }
            }
        }
    }

    // MARK: - Help

    @Test("every command but help has a page that opens with its usage, lists each option it reads, and is what help <command> prints")
    func everyCommand_hasHelpPage() async {
        for command in commandLine.commands where !command.readsCommandNames {
            let page = await runDringo([command.name, "--help"])
            let help = await runDringo(["help", command.name])

            #expect(page.exitCode == .success)
            #expect(page.standardOutput.hasPrefix("Usage: dringo \(command.name) "), "\(command.name)")
            #expect(help.standardOutput == page.standardOutput, "\(command.name)")
            for option in command.optionsWithSubcommands + commandLine.globalOptions {
                // A synopsis too long for the column has its line below it.
                let listed = ["   ", "\n"].contains { page.standardOutput.contains("\n  \(option.synopsis)" + $0) }
                #expect(listed, "\(command.name) --help lists no \(option.name)")
            }
            for subcommand in command.subcommands {
                #expect(page.standardOutput.contains("\n  \(subcommand.name)"), "\(command.name) --help lists no \(subcommand.name)")
            }
        }
    }

    @Test("the main page has a usage line and a line for every command of the table, in its order")
    func mainPage_listsEveryCommand() async {
        let usage = await usageLinesOfHelp()
        let listed = await runDringo(["--help"]).standardOutput.components(separatedBy: "\nCommands:\n")[1]
            .components(separatedBy: "\n\n")[0].split(separator: "\n").filter { !$0.hasPrefix("   ") }  // not a continuation
            .compactMap { $0.split(separator: " ").first.map(String.init) }

        #expect(listed == table.commands.map(\.name))
        #expect(
            usage.dropLast().map { String($0.split(separator: " ")[1]) }
                == commandLine.commands.filter { !$0.readsCommandNames }.map(\.name))
    }

    // MARK: - Completions

    @Test("the completions offer every command of the table, and for each the options it reads, --lang, --demo and --help")
    func completions_offerTheTable() {
        let description = CommandLineDescription(commandLine, words: Localizer(language: .english))

        #expect(description.commands.map(\.name) == table.commands.map(\.name))
        #expect(description.options.map(\.name) == ["--help", "--version", "--demo"])
        for (completed, command) in zip(description.commands, commandLine.commands) {
            let expected =
                command.optionsWithSubcommands.map(\.name) + ["--lang", "--demo"] + (command.readsCommandNames ? [] : ["--help"])
            #expect(completed.options.map(\.name) == expected, "\(command.name)")
            #expect(completed.operands.first?.choices.map(\.name) ?? [] == Self.firstWords(of: command, in: table), "\(command.name)")
        }
    }

    @Test("the completions offer each subcommand the operands the parser reads after it, in order, each named as the help does")
    func completions_offerEachSubcommandItsOwnOperands() {
        let hints = CompletionHints(commandLine: commandLine, words: Localizer(language: .english))
        let description = CommandLineDescription(commandLine, words: Localizer(language: .english))

        for (completed, command) in zip(description.commands, commandLine.commands) where !command.subcommands.isEmpty {
            #expect(completed.subcommands.map(\.name) == command.subcommands.map(\.name), "\(command.name)")
            for (completedSubcommand, subcommand) in zip(completed.subcommands, command.subcommands) {
                let operands = completedSubcommand.operands
                #expect(operands.map(\.label) == subcommand.operands.map(hints.label(for:)), "\(subcommand.displayName)")
                #expect(operands.map(\.repeats) == subcommand.operands.map(\.takesManyWords), "\(subcommand.displayName)")
            }
        }
    }

    @Test("every hint the completions show is one short line that the shells take as it is", arguments: Language.allCases)
    func completionHints_areShortPlainLines(language: Language) {
        let description = CommandLineDescription(commandLine, words: Localizer(language: language))
        var hints = [description.commandLabel] + description.options.map(\.hint)
        for command in description.commands + description.commands.flatMap(\.subcommands) {
            hints += [command.hint] + command.options.map(\.hint) + command.operands.map(\.label)
            hints += command.operands.flatMap(\.choices).compactMap(\.hint)
        }

        for hint in hints {
            #expect(!hint.isEmpty && !hint.contains("."), "\(language): '\(hint)' is a key, not words")
            #expect(hint.count <= 70, "'\(hint)' is too long to show beside a completion")
            // zsh reads [ ] : and \ in an option's description, and a line break would end it.
            #expect(!hint.contains { "[]:\\\n\t".contains($0) }, "'\(hint)'")
        }
    }

    // MARK: - Wording

    @Test("every word the table's pages, completions and usage errors read is in its English table", arguments: Language.allCases)
    func wording_hasEveryKeyTheTableReads(language: Language) {
        let localizer = Localizer(language: language)

        let missing = CommandLineWording.keys(of: commandLine).filter { !$0.isOptional && !localizer.hasString($0.name, table: $0.table) }

        #expect(missing.isEmpty, "\(language) lacks \(missing.map { "\($0.table.rawValue): \($0.name)" }.sorted())")
    }

    @Test("every key of a command, option or operand's words, the keys with a dot, is one the table reads")
    func wording_holdsNoKeyTheTableDoesNotRead() {
        let english = Localizer(language: .english)
        let read = Set(CommandLineWording.keys(of: commandLine).map { "\($0.table.rawValue): \($0.name)" })

        // The ingredient names are TheCocktailDB's, some with a dot ("Dr. Pepper"), and no command's words.
        let dotted = english.tables.filter { $0 != .ingredientNames }.flatMap { table in
            english.keys(in: table).filter { $0.contains(".") }.map { "\(table.rawValue): \($0)" }
        }

        #expect(Set(dotted).subtracting(read).isEmpty, "read by no command: \(Set(dotted).subtracting(read).sorted())")
    }

    // MARK: - Helpers

    /// Each way down the command's subcommands: `[]` for a command without, `[add]`, `[remove]`, … for `bar`.
    private static func paths(of command: CommandSyntax) -> [[CommandSyntax]] {
        guard !command.subcommands.isEmpty else { return [[]] }
        return command.subcommands.flatMap { subcommand in paths(of: subcommand).map { [subcommand] + $0 } }
    }

    private static func firstWords(of command: CommandSyntax, in table: CommandTable) -> [String] {
        if !command.subcommands.isEmpty { return command.subcommands.map(\.name) }
        switch command.operands.first?.choices {
        case let .oneOf(words)?: return words
        case .commands?: return table.commands.map(\.name).filter { $0 != command.name }
        case .any?, nil: return []
        }
    }

    private func sampleOperands(of command: CommandSyntax) -> [String] {
        command.operands.map { operand in
            switch operand.choices {
            case let .oneOf(words): words.last ?? ""
            case .commands: table.commands.first?.name ?? ""
            case .any: "Negroni"
            }
        }
    }

    private func sample(_ option: OptionSyntax) -> [String] {
        switch option.value {
        case .none: [option.name]
        case let .oneOf(values): [option.name, values.last ?? ""]
        case let .wholeNumber(range, _): ["\(option.name)=\(range.upperBound == .max ? range.lowerBound : range.upperBound)"]
        case .file: [option.name, "negroni.jpg"]
        case .text: [option.name, "less salt"]
        }
    }

    private static func swiftFiles(under folders: [String]) throws -> [URL] {
        try folders.flatMap { folder in
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder, isDirectory: true)
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil), "\(root.path)")
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
    }

    /// A file without its comment lines, whose words are not literals.
    private static func code(of file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
    }
}
