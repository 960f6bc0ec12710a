/// Why dringo could not run what it was asked to: a mistake in the arguments or the environment.
///
/// A `command` is the command as typed, such as `feed` or `bar add`, or `dringo` for the program itself. A
/// `suggestion` is the known name closest to an unknown one, offered as "did you mean".
public enum UsageFailureReason: Sendable, Equatable {
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
    /// A word that is none of the operand's choices, such as a shell dringo does not know.
    case unknownChoice(String, operand: OperandSyntax, suggestion: String? = nil)
    /// `DRINGO_DEMO` is neither on (1, true, yes) nor off (0, false, no, empty); it holds no secret.
    case invalidDemoSetting(String)
    /// Only the variable's name: its value may hold credentials or the API key.
    case invalidEnvironment(variable: String)
    /// `DRINGO_PICTURE` names no way of drawing a photo; it holds no secret.
    case invalidPictureSetting(String)
}
