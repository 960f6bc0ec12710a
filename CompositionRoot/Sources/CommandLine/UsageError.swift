/// A mistake in how dringo was called. Each case becomes one localized sentence and exit code 2.
enum UsageError: Error, Equatable {
    case missingCommand
    case unknownCommand(String)
    case unknownOption(String, command: String)
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
    case unknownCacheAction(String)
    case missingBarAction
    case unknownBarAction(String)
    case missingIngredient(action: String)
    case invalidMissing(String)
    case missingShell
    case unknownShell(String)
    case invalidEnvironment(variable: String, value: String)
}
