/// A mistake in how dringo was called. Each case becomes one localized sentence and exit code 2.
///
/// An unknown name may carry the known name closest to it, which the sentence then offers: "did you mean".
enum UsageError: Error, Equatable {
    case unknownCommand(String, suggestion: String? = nil)
    case unknownOption(String, command: String, suggestion: String? = nil)
    case missingValue(option: String)
    case invalidFormat(String)
    case invalidLimit(String)
    case invalidLanguage(String)
    /// `DRINGO_DEMO` set to something other than on or off.
    case invalidDemoSetting(String)
    case unexpectedArgument(String, command: String)
    case missingCocktailName(command: String)
    case missingSearchText
    case missingCacheAction
    case unknownCacheAction(String, suggestion: String? = nil)
    case missingBarAction
    case unknownBarAction(String, suggestion: String? = nil)
    case missingIngredient(action: String)
    case invalidMissing(String)
    case missingShell
    case unknownShell(String, suggestion: String? = nil)
    case invalidEnvironment(variable: String, value: String)
}
