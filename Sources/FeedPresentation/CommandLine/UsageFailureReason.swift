/// Why dringo could not run what it was asked to: a mistake in the arguments or the environment.
///
/// A `command` is the subcommand as typed, such as `feed`, or `dringo` for the program itself. A `suggestion`
/// is the known name closest to an unknown one, offered as "did you mean".
public enum UsageFailureReason: Sendable, Equatable {
    case unknownCommand(String, suggestion: String? = nil)
    case unknownOption(String, command: String, suggestion: String? = nil)
    case missingValue(option: String)
    case invalidFormat(String)
    case invalidLimit(String)
    case invalidLanguage(String)
    /// `DRINGO_DEMO` is neither on (1, true, yes) nor off (0, false, no, empty); it holds no secret.
    case invalidDemoSetting(String)
    case unexpectedArgument(String, command: String)
    case missingCocktailName(command: String)
    case missingSearchText
    case missingCacheAction
    case unknownCacheAction(String, suggestion: String? = nil)
    case missingBarAction
    case unknownBarAction(String, suggestion: String? = nil)
    /// `bar add` or `bar remove` with no ingredient named.
    case missingIngredient(action: String)
    /// `--missing` that is not a whole number from 0 to 15.
    case invalidMissing(String)
    case missingShell
    case unknownShell(String, suggestion: String? = nil)
    /// Only the variable's name: its value may hold credentials or the API key.
    case invalidEnvironment(variable: String)
}
