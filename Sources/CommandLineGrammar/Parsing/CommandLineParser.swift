/// What the arguments ask for, once read.
public enum ParsedRequest: Equatable, Sendable {
    case run(CommandSyntax, ParsedArguments)
    /// `--help`: the command's page, or the main page for nil.
    case help(CommandSyntax?)
    case version
    /// The program alone: how to call it, which is a usage error as much as a page.
    case shortUsage
}

public struct ParsedCommandLine: Equatable, Sendable {
    public let request: ParsedRequest
    /// The global options and the options anywhere, read as a command's are: `parsed.globals[.language]`.
    public let globals: ParsedArguments

    public init(request: ParsedRequest, globals: ParsedArguments = ParsedArguments(path: [])) {
        self.request = request
        self.globals = globals
    }
}

/// Reads a program's arguments against its command line's syntax: a command, then its subcommands, operands and
/// options, in the order and of the kinds its syntax says.
///
/// Options take their value as the next argument or after `=` (`--limit 5`, `--limit=5`), and the last of a
/// repeated option wins, unless the option repeats, when each counts (`--ingredient gin --ingredient lime`). After
/// `--`, every argument is an operand, so a name may start with a hyphen. An operand that joins its words takes every
/// word left, `recipe gin and tonic` asking for one name. A global option may come before the command or among its
/// options; an option anywhere, any place before `--`. `--help` asks for the page of the command it follows, whatever
/// comes after it: only the global options there count.
public struct CommandLineParser: Sendable {
    private let commandLine: CommandLineSyntax

    public init(_ commandLine: CommandLineSyntax) {
        self.commandLine = commandLine
    }

    /// - Parameter environment: where the options' environment variables are read. Each is checked whatever the
    ///   arguments ask for, as a mistyped setting is the user's to mend whatever the command.
    public func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> ParsedCommandLine {
        let parsed = try parseArguments(arguments, environment: environment)
        var checked = ParsedArguments(path: [])
        for option in commandLine.commands.flatMap(\.optionsWithSubcommands) {
            try checked.setEnvironmentDefault(of: option, from: environment)
        }
        return parsed
    }

    private func parseArguments(_ arguments: [String], environment: [String: String]) throws(UsageError) -> ParsedCommandLine {
        var globals = ParsedArguments(path: [])
        var cursor = ArgumentCursor(takingOut(commandLine.optionsAnywhere, from: arguments, into: &globals))
        var versionAsked = false
        while let argument = cursor.next() {
            guard argument.hasPrefix("-") else {
                guard !versionAsked else { throw .unexpectedArgument(argument, command: commandLine.program) }
                guard let command = commandLine.command(named: argument) else {
                    throw .unknownCommand(
                        argument, suggestion: NameSuggestion.closest(to: argument, among: commandLine.commands.map(\.name)))
                }
                return try read(command, from: &cursor, globals: globals, arguments: arguments, environment: environment)
            }
            let (name, inlineValue) = Self.split(argument)
            if commandLine.help.isNamed(name) {
                return ParsedCommandLine(request: .help(nil), globals: scannedGlobals(in: arguments))
            } else if commandLine.version.isNamed(name), inlineValue == nil {
                versionAsked = true
            } else if let global = commandLine.globalOptions.first(where: { $0.name == name }) {
                globals.set(
                    global, to: try value(of: global, in: argument, inline: inlineValue, from: &cursor, command: commandLine.program))
            } else {
                let known = commandLine.programOptions + commandLine.globalOptions + commandLine.optionsAnywhere
                throw unknownOption(argument, command: commandLine.program, among: known)
            }
        }
        return ParsedCommandLine(request: versionAsked ? .version : .shortUsage, globals: globals)
    }

    /// The global options' valid values anywhere in the arguments before `--`, the last one winning, and the options
    /// anywhere given there: so that even a usage error, or a help page asked for before a `--lang`, speaks as asked.
    public func scannedGlobals(in arguments: [String]) -> ParsedArguments {
        var globals = ParsedArguments(path: [])
        var cursor = ArgumentCursor(takingOut(commandLine.optionsAnywhere, from: arguments, into: &globals))
        while let argument = cursor.next(), argument != "--" {
            let (name, inlineValue) = Self.split(argument)
            guard let global = commandLine.globalOptions.first(where: { $0.name == name }),
                let value = try? cursor.value(for: name, inline: inlineValue), Self.accepts(value, as: global)
            else { continue }
            globals.set(global, to: value)
        }
        return globals
    }

    /// The arguments with every option anywhere before the first `--` taken out, each noted in `globals`.
    private func takingOut(_ optionsAnywhere: [OptionSyntax], from arguments: [String], into globals: inout ParsedArguments) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var remaining: [String] = []
        for argument in arguments[..<end] {
            guard let flag = optionsAnywhere.first(where: { $0.name == argument }) else {
                remaining.append(argument)
                continue
            }
            globals.set(flag, to: "")
        }
        return remaining + arguments[end...]
    }

    // MARK: - A command

    private func read(
        _ command: CommandSyntax,
        from cursor: inout ArgumentCursor,
        globals: ParsedArguments,
        arguments: [String],
        environment: [String: String]
    ) throws(UsageError) -> ParsedCommandLine {
        var globals = globals
        let definition = command
        var command = command
        var parsed = ParsedArguments(path: [command.name])
        // A subcommand takes its parent's options as well as its own.
        var options = command.options
        var operandIndex = 0
        var optionsEnded = false
        while let argument = cursor.next() {
            let typedCommand = parsed.path.spaced
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                let (name, inlineValue) = Self.split(argument)
                if name == "--" {
                    optionsEnded = true
                } else if commandLine.help.isNamed(name) {
                    // `help feed --help` is `help feed`.
                    if command.readsCommandNames { continue }
                    return ParsedCommandLine(request: .help(definition), globals: scannedGlobals(in: arguments))
                } else if let global = commandLine.globalOptions.first(where: { $0.name == name }) {
                    globals.set(global, to: try value(of: global, in: argument, inline: inlineValue, from: &cursor, command: typedCommand))
                } else if let option = options.first(where: { $0.name == name }) {
                    parsed.set(option, to: try value(of: option, in: argument, inline: inlineValue, from: &cursor, command: typedCommand))
                } else {
                    let known = options + commandLine.globalOptions + [commandLine.help] + commandLine.optionsAnywhere
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
                parsed.operands[operand.key] = [words.spaced]
            }
            if !operand.isOptional, parsed.words(of: operand).isEmpty {
                throw .missingOperand(operand, command: parsed.path.spaced)
            }
        }
        for option in options where !parsed.isGiven(option) {
            try parsed.setEnvironmentDefault(of: option, from: environment)
        }
        return ParsedCommandLine(request: .run(definition, parsed), globals: globals)
    }

    private func check(_ argument: String, as operand: OperandSyntax) throws(UsageError) {
        switch operand.choices {
        case .any:
            return
        case let .oneOf(words):
            guard !words.contains(argument) else { return }
            throw .unknownChoice(argument, operand: operand, suggestion: NameSuggestion.closest(to: argument, among: words))
        case .commands:
            guard commandLine.command(named: argument) == nil else { return }
            throw .unknownCommand(argument, suggestion: NameSuggestion.closest(to: argument, among: commandLine.commands.map(\.name)))
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
        if case .file = option.value, value.isEmpty { throw .missingValue(option: option.name) }
        // A choice is taken in any case, as its environment variable is: `--units OZ` is `oz`.
        if case let .oneOf(words) = option.value, let word = words.first(where: { $0.lowercased() == value.lowercased() }) {
            return word
        }
        guard Self.accepts(value, as: option) else { throw .invalidValue(value, option: option) }
        return value
    }

    /// Whether `value` is one the option takes: one of its words, or a whole number in its range.
    static func accepts(_ value: String, as option: OptionSyntax) -> Bool {
        switch option.value {
        case .none, .text, .file: true
        case let .oneOf(words): words.contains(value)
        case let .wholeNumber(range, _): isWholeNumber(value, in: range)
        }
    }

    /// Digits only, so that `+3`, ` 2` and `３` are refused, and a number in range.
    private static func isWholeNumber(_ value: String, in range: ClosedRange<Int>) -> Bool {
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let number = Int(value)
        else { return false }
        return range.contains(number)
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

extension [String] {
    /// The words with a space between each two. Written out: the standard library's `joined(separator:)` runs
    /// unspecialized, and its first use in a process looks up a conformance at run time, which every command paid.
    var spaced: String {
        var text = first ?? ""
        for word in dropFirst() { text += " " + word }
        return text
    }
}
