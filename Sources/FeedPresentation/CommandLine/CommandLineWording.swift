/// Where the words of a command line are, keyed by what they describe.
///
/// A command's keys start with its path (`feed.summary`, `bar.add.abstract`) and are in the command's table; an
/// option's start with `option.` and its bare name (`option.format.invalid`), an operand's with `operand.` and its
/// key (`operand.shell.missing`), each in the option's or the operand's table. These keys, and no others, hold a dot.
public enum CommandLineWording {
    public struct Key: Hashable, Sendable {
        public let name: String
        public let table: StringTable
        /// Whether the words may be left out: a page then shows nothing, or the option's usual line, in their place.
        public let isOptional: Bool

        init(_ name: String, in table: StringTable, isOptional: Bool = false) {
            self.name = name
            self.table = table
            self.isOptional = isOptional
        }
    }

    /// Every key that the help pages, completions and usage errors of `commandLine` may read.
    public static func keys(of commandLine: CommandLineSyntax) -> Set<Key> {
        var keys = Set<Key>()
        let everyOption = commandLine.programOptions + commandLine.globalOptions + commandLine.optionsAnywhere
        for option in everyOption + commandLine.commands.flatMap(\.optionsWithSubcommands) {
            keys.insert(summary(of: option))
            if option.refusesSomeValues { keys.insert(invalidValue(of: option)) }
        }
        keys.formUnion(commandLine.globalOptions.map(usualLine(of:)))
        for command in commandLine.commands {
            keys.insert(discussion(of: command))
            keys.insert(notes(of: command))
            for option in command.optionsWithSubcommands + commandLine.globalOptions {
                keys.insert(line(of: option, on: command, hasUsualLine: commandLine.globalOptions.contains(option)))
            }
            keys.formUnion(Self.keys(ofCommandAndSubcommands: command))
        }
        return keys
    }

    private static func keys(ofCommandAndSubcommands command: CommandSyntax) -> Set<Key> {
        var keys: Set = [summary(of: command), abstract(of: command)]
        if !command.subcommands.isEmpty {
            keys.formUnion([missingSubcommand(of: command), unknownSubcommand(of: command), unknownSubcommandSuggestion(of: command)])
        }
        for operand in command.operands {
            keys.insert(summary(of: operand))
            if !operand.isOptional { keys.insert(missing(operand)) }
            if case .oneOf = operand.choices {
                keys.formUnion([unknown(operand), unknownSuggestion(operand)])
            } else {
                keys.insert(placeholder(of: operand))
            }
        }
        for subcommand in command.subcommands {
            keys.formUnion(self.keys(ofCommandAndSubcommands: subcommand))
        }
        return keys
    }

    // MARK: - Commands

    /// One short line: beside the command in a completion and in the short usage.
    static func summary(of command: CommandSyntax) -> Key { key(command, "summary") }
    /// One line on the page above: the main page's list of commands, or a command's list of subcommands.
    static func abstract(of command: CommandSyntax) -> Key { key(command, "abstract") }
    /// What the command's page says between its usage and its options.
    static func discussion(of command: CommandSyntax) -> Key { key(command, "discussion") }
    /// What the page says after the list of subcommands, if anything.
    static func notes(of command: CommandSyntax) -> Key { Key(dotted(command.path + ["notes"]), in: command.wording, isOptional: true) }
    static func missingSubcommand(of command: CommandSyntax) -> Key { key(command, "missing-subcommand") }
    static func unknownSubcommand(of command: CommandSyntax) -> Key { key(command, "unknown-subcommand") }
    static func unknownSubcommandSuggestion(of command: CommandSyntax) -> Key { key(command, "unknown-subcommand.suggestion") }

    /// The option's line on the command's page; optional when the option has a usual line.
    static func line(of option: OptionSyntax, on command: CommandSyntax, hasUsualLine: Bool) -> Key {
        Key(dotted(command.path + ["option", option.bareName]), in: command.wording, isOptional: hasUsualLine)
    }

    private static func key(_ command: CommandSyntax, _ words: String) -> Key {
        Key(dotted(command.path + [words]), in: command.wording)
    }

    // MARK: - Options

    static func summary(of option: OptionSyntax) -> Key { key(option, "summary") }
    /// The line of an option every command takes, on any page that says nothing of its own about it.
    static func usualLine(of option: OptionSyntax) -> Key { key(option, "line") }

    /// Why a value is refused, for an option that refuses some.
    static func invalidValue(of option: OptionSyntax) -> Key { key(option, "invalid") }

    private static func key(_ option: OptionSyntax, _ words: String) -> Key {
        Key(dotted(["option", option.bareName, words]), in: option.wording)
    }

    // MARK: - Operands

    /// What a synopsis calls an operand that is not one of a few words.
    static func placeholder(of operand: OperandSyntax) -> Key { key(operand, "placeholder") }
    /// What zsh calls the operand.
    static func summary(of operand: OperandSyntax) -> Key { key(operand, "summary") }
    static func missing(_ operand: OperandSyntax) -> Key { key(operand, "missing") }
    static func unknown(_ operand: OperandSyntax) -> Key { key(operand, "unknown") }
    static func unknownSuggestion(_ operand: OperandSyntax) -> Key { key(operand, "unknown.suggestion") }

    private static func key(_ operand: OperandSyntax, _ words: String) -> Key {
        Key(dotted(["operand", operand.key, words]), in: operand.wording)
    }

    private static func dotted(_ words: [String]) -> String {
        words.joined(separator: ".")
    }
}

extension Localizer {
    func string(_ key: CommandLineWording.Key, _ arguments: any CVarArg...) -> String {
        arguments.isEmpty ? string(key.name, table: key.table) : string(key.name, table: key.table, arguments: arguments)
    }

    /// The words, or nil when these optional ones are left out.
    func optionalString(_ key: CommandLineWording.Key) -> String? {
        hasString(key.name, table: key.table) ? string(key.name, table: key.table) : nil
    }
}
