/// Where the words of a command line are, keyed by what they describe.
///
/// A command's keys start with its path (`feed.summary`, `bar.add.abstract`) and are in the command's table; an
/// option's start with `option.` and its bare name (`option.format.invalid`), an operand's with `operand.` and its
/// key (`operand.shell.missing`), each in the option's or the operand's table. These keys, and no others, hold a dot.
public enum CommandLineWording {
    public struct Key: Hashable, Sendable {
        public let name: String
        public let table: WordingTable
        /// Whether the words may be left out: a page then shows nothing, or the option's usual line, in their place.
        public let isOptional: Bool

        public init(_ name: String, in table: WordingTable, isOptional: Bool = false) {
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
            if option.placeholder != nil { keys.insert(placeholder(of: option)) }
        }
        keys.formUnion(commandLine.globalOptions.map(usualLine(of:)))
        keys.formUnion(programKeys(of: commandLine) + commandLine.mainPageNotes)
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

    // MARK: - The program's own words, in its table

    /// How the program is called, on the short usage.
    public static func shortUsageSynopsis(of commandLine: CommandLineSyntax) -> Key { program("SHORT_USAGE_SYNOPSIS", commandLine) }
    /// Where to read more, at the end of the short usage.
    public static func shortUsageMore(of commandLine: CommandLineSyntax) -> Key { program("SHORT_USAGE_MORE", commandLine) }
    /// The main page's first paragraph.
    public static func mainTitle(of commandLine: CommandLineSyntax) -> Key { program("HELP_MAIN_TITLE", commandLine) }
    /// How to call `help`, the last of the main page's usages.
    public static func mainHelpUsage(of commandLine: CommandLineSyntax) -> Key { program("HELP_MAIN_HELP_USAGE", commandLine) }
    /// A command's page's first line, around its usage.
    public static func usageLine(of commandLine: CommandLineSyntax) -> Key { program("HELP_USAGE", commandLine) }
    public static func usageHeading(of commandLine: CommandLineSyntax) -> Key { program("HELP_USAGE_HEADING", commandLine) }
    public static func commandsHeading(of commandLine: CommandLineSyntax) -> Key { program("HELP_COMMANDS_HEADING", commandLine) }
    public static func optionsHeading(of commandLine: CommandLineSyntax) -> Key { program("HELP_OPTIONS_HEADING", commandLine) }
    /// What zsh names the program's commands above them.
    public static func commandLabel(of commandLine: CommandLineSyntax) -> Key { program("COMPLETION_COMMAND_LABEL", commandLine) }
    /// What zsh names a command's subcommands above them.
    public static func subcommandLabel(of commandLine: CommandLineSyntax) -> Key { program("COMPLETION_SUBCOMMAND_LABEL", commandLine) }

    private static func programKeys(of commandLine: CommandLineSyntax) -> [Key] {
        [
            shortUsageSynopsis, shortUsageMore, mainTitle, mainHelpUsage, usageLine, usageHeading, commandsHeading, optionsHeading,
            commandLabel, subcommandLabel,
        ].map { $0(commandLine) }
    }

    private static func program(_ name: String, _ commandLine: CommandLineSyntax) -> Key {
        Key(name, in: commandLine.wording)
    }

    // MARK: - Commands

    /// One short line: beside the command in a completion and in the short usage.
    public static func summary(of command: CommandSyntax) -> Key { key(command, "summary") }
    /// One line on the page above: the main page's list of commands, or a command's list of subcommands.
    public static func abstract(of command: CommandSyntax) -> Key { key(command, "abstract") }
    /// What the command's page says between its usage and its options.
    public static func discussion(of command: CommandSyntax) -> Key { key(command, "discussion") }
    /// What the page says after the list of subcommands, if anything.
    public static func notes(of command: CommandSyntax) -> Key {
        Key(dotted(command.path + ["notes"]), in: command.wording, isOptional: true)
    }
    public static func missingSubcommand(of command: CommandSyntax) -> Key { key(command, "missing-subcommand") }
    public static func unknownSubcommand(of command: CommandSyntax) -> Key { key(command, "unknown-subcommand") }
    public static func unknownSubcommandSuggestion(of command: CommandSyntax) -> Key { key(command, "unknown-subcommand.suggestion") }

    /// The option's line on the command's page; optional when the option has a usual line.
    public static func line(of option: OptionSyntax, on command: CommandSyntax, hasUsualLine: Bool) -> Key {
        Key(dotted(command.path + ["option", option.bareName]), in: command.wording, isOptional: hasUsualLine)
    }

    private static func key(_ command: CommandSyntax, _ words: String) -> Key {
        Key(dotted(command.path + [words]), in: command.wording)
    }

    // MARK: - Options

    public static func summary(of option: OptionSyntax) -> Key { key(option, "summary") }
    /// The line of an option every command takes, on any page that says nothing of its own about it.
    public static func usualLine(of option: OptionSyntax) -> Key { key(option, "line") }

    /// Why a value is refused, for an option that refuses some.
    public static func invalidValue(of option: OptionSyntax) -> Key { key(option, "invalid") }

    /// What a synopsis calls the option's value in the reader's language (`NOMBRE` for `NAME`); optional, as a
    /// number's `N` is the same in every language: the placeholder the syntax declares stands in.
    public static func placeholder(of option: OptionSyntax) -> Key {
        Key(dotted(["option", option.bareName, "placeholder"]), in: option.wording, isOptional: true)
    }

    private static func key(_ option: OptionSyntax, _ words: String) -> Key {
        Key(dotted(["option", option.bareName, words]), in: option.wording)
    }

    // MARK: - Operands

    /// What a synopsis calls an operand that is not one of a few words.
    public static func placeholder(of operand: OperandSyntax) -> Key { key(operand, "placeholder") }
    /// What zsh calls the operand.
    public static func summary(of operand: OperandSyntax) -> Key { key(operand, "summary") }
    public static func missing(_ operand: OperandSyntax) -> Key { key(operand, "missing") }
    public static func unknown(_ operand: OperandSyntax) -> Key { key(operand, "unknown") }
    public static func unknownSuggestion(_ operand: OperandSyntax) -> Key { key(operand, "unknown.suggestion") }

    private static func key(_ operand: OperandSyntax, _ words: String) -> Key {
        Key(dotted(["operand", operand.key, words]), in: operand.wording)
    }

    private static func dotted(_ words: [String]) -> String {
        words.joined(separator: ".")
    }
}
