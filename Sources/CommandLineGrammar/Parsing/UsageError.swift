/// A mistake in how the program was called: each case becomes one sentence in the program's words, and a usage exit.
///
/// An unknown name may carry the known name closest to it, which the sentence then offers: "did you mean". A
/// `command` is the command as typed so far, such as `bar add`, or the program's name for the program itself.
public enum UsageError: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String? = nil)
    case unknownOption(String, command: String, suggestion: String? = nil)
    case missingValue(option: String)
    /// A value the option does not take, such as `--limit 0`.
    case invalidValue(String, option: OptionSyntax)
    case unexpectedArgument(String, command: String)
    /// A command that has subcommands, such as `cache`, named none.
    case missingSubcommand(of: CommandSyntax)
    case unknownSubcommand(String, of: CommandSyntax, suggestion: String? = nil)
    case missingOperand(OperandSyntax, command: String)
    /// A word that is none of the operand's choices, such as a shell the program does not know.
    case unknownChoice(String, operand: OperandSyntax, suggestion: String? = nil)
    /// An environment variable with a value the program cannot use: an option's, or one of the program's settings.
    case invalidEnvironment(variable: String, value: String)
    /// An option's environment variable set to none of the option's choices, such as `DRINGO_UNITS=pints`: a word
    /// the user chose, which can be shown.
    case invalidEnvironmentChoice(variable: String, value: String, option: OptionSyntax)

    /// The same mistake with everything the user typed passed through `typed`: what a terminal may show of it, say.
    public func mapTyped(_ typed: (String) -> String) -> UsageError {
        switch self {
        case let .unknownCommand(command, suggestion): .unknownCommand(typed(command), suggestion: suggestion)
        case let .unknownOption(option, command, suggestion): .unknownOption(typed(option), command: command, suggestion: suggestion)
        case let .missingValue(option): .missingValue(option: typed(option))
        case let .invalidValue(value, option): .invalidValue(typed(value), option: option)
        case let .unexpectedArgument(argument, command): .unexpectedArgument(typed(argument), command: command)
        case .missingSubcommand, .missingOperand: self
        case let .unknownSubcommand(subcommand, command, suggestion):
            .unknownSubcommand(typed(subcommand), of: command, suggestion: suggestion)
        case let .unknownChoice(choice, operand, suggestion): .unknownChoice(typed(choice), operand: operand, suggestion: suggestion)
        case let .invalidEnvironment(variable, value): .invalidEnvironment(variable: typed(variable), value: typed(value))
        case let .invalidEnvironmentChoice(variable, value, option):
            .invalidEnvironmentChoice(variable: typed(variable), value: typed(value), option: option)
        }
    }
}
