import FeedPresentation

/// A mistake in how dringo was called. Each case becomes one localized sentence and exit code 2.
///
/// An unknown name may carry the known name closest to it, which the sentence then offers: "did you mean".
/// A `command` is the command as typed so far, such as `bar add`, or `dringo` for the program itself.
enum UsageError: Error, Equatable {
    case unknownCommand(String, suggestion: String? = nil)
    case unknownOption(String, command: String, suggestion: String? = nil)
    case missingValue(option: String)
    case invalidValue(String, option: OptionSyntax)
    case unexpectedArgument(String, command: String)
    case missingSubcommand(of: CommandSyntax)
    case unknownSubcommand(String, of: CommandSyntax, suggestion: String? = nil)
    case missingOperand(OperandSyntax, command: String)
    case unknownChoice(String, operand: OperandSyntax, suggestion: String? = nil)
    /// `DRINGO_DEMO` set to something other than on or off.
    case invalidDemoSetting(String)
    case invalidEnvironment(variable: String, value: String)
    /// `DRINGO_PICTURE` set to something that names no protocol.
    case invalidPictureSetting(String)
}
