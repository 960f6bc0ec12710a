/// One sentence for each mistake in how dringo was called.
public struct UsageErrorPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func message(for reason: UsageFailureReason) -> String {
        switch reason {
        case let .unknownCommand(command, suggestion?):
            localizer.string("USAGE_UNKNOWN_COMMAND_DID_YOU_MEAN", table: .commandLine, command, suggestion)
        case let .unknownCommand(command, nil):
            localizer.string("USAGE_UNKNOWN_COMMAND", table: .commandLine, command)
        case let .unknownOption(option, command, suggestion?):
            localizer.string("USAGE_UNKNOWN_OPTION_DID_YOU_MEAN", table: .commandLine, option, qualified(command), suggestion)
        case let .unknownOption(option, command, nil):
            localizer.string("USAGE_UNKNOWN_OPTION", table: .commandLine, option, qualified(command))
        case let .missingValue(option):
            localizer.string("USAGE_MISSING_VALUE", table: .commandLine, option)
        case let .invalidFormat(value):
            localizer.string("USAGE_INVALID_FORMAT", table: .commandLine, value)
        case let .invalidLimit(value):
            localizer.string("USAGE_INVALID_LIMIT", table: .commandLine, value)
        case let .invalidLanguage(value):
            localizer.string("USAGE_INVALID_LANGUAGE", table: .commandLine, value)
        case let .invalidDemoSetting(value):
            localizer.string("USAGE_INVALID_DEMO", table: .demo, value)
        case let .unexpectedArgument(argument, command):
            localizer.string("USAGE_UNEXPECTED_ARGUMENT", table: .commandLine, argument, qualified(command))
        case let .missingCocktailName(command):
            localizer.string("USAGE_MISSING_COCKTAIL_NAME", table: .commandLine, qualified(command))
        case .missingSearchText:
            localizer.string("USAGE_MISSING_SEARCH_TEXT", table: .commandLine)
        case .missingCacheAction:
            localizer.string("USAGE_MISSING_CACHE_ACTION", table: .commandLine)
        case let .unknownCacheAction(action, suggestion?):
            localizer.string("USAGE_UNKNOWN_CACHE_ACTION_DID_YOU_MEAN", table: .commandLine, action, suggestion)
        case let .unknownCacheAction(action, nil):
            localizer.string("USAGE_UNKNOWN_CACHE_ACTION", table: .commandLine, action)
        case .missingBarAction:
            localizer.string("USAGE_MISSING_BAR_ACTION", table: .bar)
        case let .unknownBarAction(action, suggestion?):
            localizer.string("USAGE_UNKNOWN_BAR_ACTION_DID_YOU_MEAN", table: .bar, action, suggestion)
        case let .unknownBarAction(action, nil):
            localizer.string("USAGE_UNKNOWN_BAR_ACTION", table: .bar, action)
        case let .missingIngredient(action):
            localizer.string("USAGE_MISSING_INGREDIENT", table: .bar, action)
        case let .invalidMissing(value):
            localizer.string("USAGE_INVALID_MISSING", table: .bar, value)
        case .missingShell:
            localizer.string("USAGE_MISSING_SHELL", table: .commandLine)
        case let .unknownShell(shell, suggestion?):
            localizer.string("USAGE_UNKNOWN_SHELL_DID_YOU_MEAN", table: .commandLine, shell, suggestion)
        case let .unknownShell(shell, nil):
            localizer.string("USAGE_UNKNOWN_SHELL", table: .commandLine, shell)
        case let .invalidEnvironment(variable):
            localizer.string("USAGE_INVALID_ENVIRONMENT", table: .commandLine, variable)
        }
    }

    /// How the user would type the command: `dringo feed`, or `dringo` alone.
    private func qualified(_ command: String) -> String {
        command == "dringo" ? command : "dringo \(command)"
    }
}
