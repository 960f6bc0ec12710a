import FeedPresentation

/// What the arguments ask for, once read.
enum ParsedRequest: Equatable {
    case run(CommandDefinition, ParsedArguments)
    /// `--help`: the command's page, or the main page for nil.
    case help(CommandDefinition?)
    case version
    /// `dringo` alone: how to call it, which is a usage error as much as a page.
    case shortUsage
}

struct ParsedCommandLine: Equatable {
    let request: ParsedRequest
    /// `--lang`, when given; otherwise the environment decides.
    let language: Language?
}

/// Reads dringo's arguments against its table of commands: a command, then its subcommands, operands and
/// options, in the order and of the kinds its syntax says.
///
/// Options take their value as the next argument or after `=` (`--limit 5`, `--limit=5`), and the last of a
/// repeated option wins, unless the option repeats, when each counts (`--ingredient gin --ingredient lime`). After `--`, every argument is an operand, so a name may start with a hyphen.
/// An operand that joins its words takes every word left, `recipe gin and tonic` asking for one name.
/// `--help` asks for the page of the command it follows, whatever comes after it: only a `--lang` there counts.
struct ArgumentParser {
    private let table: CommandTable
    private var commandLine: CommandLineSyntax { table.syntax }

    init(table: CommandTable = .dringo) {
        self.table = table
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        try ArgumentParser().parse(arguments)
    }

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        var cursor = ArgumentCursor(arguments)
        var language: Language?
        var versionAsked = false
        while let argument = cursor.next() {
            guard argument.hasPrefix("-") else {
                guard !versionAsked else { throw .unexpectedArgument(argument, command: commandLine.program) }
                guard let command = table.command(named: argument) else {
                    throw .unknownCommand(argument, suggestion: NameSuggestion.closest(to: argument, among: table.commands.map(\.name)))
                }
                return try read(command, from: &cursor, language: language, arguments: arguments)
            }
            let (name, inlineValue) = Self.split(argument)
            if OptionSyntax.help.isNamed(name) {
                return ParsedCommandLine(request: .help(nil), language: Self.requestedLanguage(in: arguments) ?? language)
            } else if OptionSyntax.version.isNamed(name), inlineValue == nil {
                versionAsked = true
            } else if name == OptionSyntax.language.name {
                language = try self.language(try cursor.value(for: name, inline: inlineValue))
            } else {
                let known = commandLine.programOptions + commandLine.globalOptions + commandLine.optionsAnywhere
                throw unknownOption(argument, command: commandLine.program, among: known)
            }
        }
        return ParsedCommandLine(request: versionAsked ? .version : .shortUsage, language: language)
    }

    /// A valid `--lang` anywhere in the arguments before `--`, the last one winning, so that even a usage error, or
    /// a help page asked for before the `--lang`, speaks the asked language.
    static func requestedLanguage(in arguments: [String]) -> Language? {
        var cursor = ArgumentCursor(arguments)
        var language: Language?
        while let argument = cursor.next(), argument != "--" {
            let (name, inlineValue) = split(argument)
            guard name == OptionSyntax.language.name, let value = try? cursor.value(for: name, inline: inlineValue) else { continue }
            language = Language(rawValue: value) ?? language
        }
        return language
    }

    // MARK: - A command

    private func read(
        _ definition: CommandDefinition,
        from cursor: inout ArgumentCursor,
        language: Language?,
        arguments: [String]
    ) throws(UsageError) -> ParsedCommandLine {
        var language = language
        var command = definition.syntax
        var parsed = ParsedArguments(path: [command.name])
        // A subcommand takes its parent's options as well as its own.
        var options = command.options
        var operandIndex = 0
        var optionsEnded = false
        while let argument = cursor.next() {
            let typedCommand = parsed.path.joined(with: " ")
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                let (name, inlineValue) = Self.split(argument)
                if name == "--" {
                    optionsEnded = true
                } else if OptionSyntax.help.isNamed(name) {
                    // `help feed --help` is `help feed`.
                    if command.readsCommandNames { continue }
                    return ParsedCommandLine(request: .help(definition), language: Self.requestedLanguage(in: arguments) ?? language)
                } else if name == OptionSyntax.language.name {
                    language = try self.language(try cursor.value(for: name, inline: inlineValue))
                } else if let option = options.first(where: { $0.name == name }) {
                    let value = try value(of: option, in: argument, inline: inlineValue, from: &cursor, command: typedCommand)
                    parsed.options[option.name] = value
                    if option.repeats { parsed.repeatedOptions[option.name, default: []].append(value) }
                } else {
                    let known = options + commandLine.globalOptions + [.help] + commandLine.optionsAnywhere
                    throw unknownOption(argument, command: typedCommand, among: known)
                }
            } else if !command.subcommands.isEmpty {
                guard let subcommand = command.subcommands.first(where: { $0.name == argument }) else {
                    let suggestion = NameSuggestion.closest(to: argument, among: command.subcommands.map(\.name))
                    throw .unknownSubcommand(argument, of: command, suggestion: suggestion)
                }
                command = subcommand
                parsed.path.append(subcommand.name)
                options += subcommand.options
            } else {
                guard operandIndex < command.operands.count else { throw .unexpectedArgument(argument, command: typedCommand) }
                let operand = command.operands[operandIndex]
                try check(argument, as: operand)
                parsed.operands[operand.key, default: []].append(argument)
                if !operand.takesManyWords { operandIndex += 1 }
            }
        }
        if !command.subcommands.isEmpty { throw .missingSubcommand(of: command) }
        for operand in command.operands {
            // A blank word among names is a slip of the quotes; blank words alone are a name, which the command refuses
            // for being blank.
            let named = parsed.words(of: operand).filter { !$0.allSatisfy(\.isWhitespace) }
            if operand.repeats, !named.isEmpty { parsed.operands[operand.key] = named }
            if operand.joinsWords, let words = parsed.operands[operand.key] {
                parsed.operands[operand.key] = [words.joined(with: " ")]
            }
            if !operand.isOptional, parsed.words(of: operand).isEmpty {
                throw .missingOperand(operand, command: parsed.path.joined(with: " "))
            }
        }
        return ParsedCommandLine(request: .run(definition, parsed), language: language)
    }

    private func check(_ argument: String, as operand: OperandSyntax) throws(UsageError) {
        switch operand.choices {
        case .any:
            return
        case let .oneOf(words):
            guard !words.contains(argument) else { return }
            throw .unknownChoice(argument, operand: operand, suggestion: NameSuggestion.closest(to: argument, among: words))
        case .commands:
            guard table.command(named: argument) == nil else { return }
            throw .unknownCommand(argument, suggestion: NameSuggestion.closest(to: argument, among: table.commands.map(\.name)))
        }
    }

    // MARK: - Options

    private func value(
        of option: OptionSyntax,
        in argument: String,
        inline inlineValue: String?,
        from cursor: inout ArgumentCursor,
        command: String
    ) throws(UsageError) -> String {
        if option.value == .none {
            guard inlineValue == nil else { throw .unexpectedArgument(argument, command: command) }
            return ""
        }
        let value = try cursor.value(for: option.name, inline: inlineValue)
        switch option.value {
        case .none, .text:
            return value
        case let .oneOf(words):
            guard words.contains(value) else { throw .invalidValue(value, option: option) }
        case let .wholeNumber(range, _):
            guard Self.isWholeNumber(value, in: range) else { throw .invalidValue(value, option: option) }
        case .file:
            guard !value.isEmpty else { throw .missingValue(option: option.name) }
        }
        return value
    }

    /// Digits only, so that `+3`, ` 2` and `３` are refused, and a number in range.
    private static func isWholeNumber(_ value: String, in range: ClosedRange<Int>) -> Bool {
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let number = Int(value)
        else { return false }
        return range.contains(number)
    }

    private func language(_ value: String) throws(UsageError) -> Language {
        guard let language = Language(rawValue: value) else { throw .invalidValue(value, option: .language) }
        return language
    }

    /// The option the user most likely meant among `known`: `--limt=3` is compared as `--limt`.
    private func unknownOption(_ argument: String, command: String, among known: [OptionSyntax]) -> UsageError {
        let suggestion = NameSuggestion.closest(to: Self.split(argument).name, among: known.map(\.name))
        return .unknownOption(argument, command: command, suggestion: suggestion)
    }

    private static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// Walks the arguments once, handing out option values.
struct ArgumentCursor {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    mutating func next() -> String? {
        remaining.popFirst()
    }

    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
        return value
    }
}
