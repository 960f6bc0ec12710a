import FeedPresentation
import FeedTerminalUI

/// One localized sentence for each usage error.
struct UsageErrorMessage {
    let localizer: Localizer

    func message(for error: UsageError) -> String {
        switch error {
        case .missingCommand:
            text("USAGE_MISSING_COMMAND")
        case let .unknownCommand(command):
            text("USAGE_UNKNOWN_COMMAND", command)
        case let .unknownOption(option, command):
            text("USAGE_UNKNOWN_OPTION", option, qualified(command))
        case let .missingValue(option):
            text("USAGE_MISSING_VALUE", option)
        case let .invalidFormat(value):
            text("USAGE_INVALID_FORMAT", value)
        case let .invalidLimit(value):
            text("USAGE_INVALID_LIMIT", value)
        case let .invalidLanguage(value):
            text("USAGE_INVALID_LANGUAGE", value)
        case let .unexpectedArgument(argument, command):
            text("USAGE_UNEXPECTED_ARGUMENT", argument, qualified(command))
        case let .missingCocktailName(command):
            text("USAGE_MISSING_COCKTAIL_NAME", qualified(command))
        case .missingCacheAction:
            text("USAGE_MISSING_CACHE_ACTION")
        case let .unknownCacheAction(action):
            text("USAGE_UNKNOWN_CACHE_ACTION", action)
        case let .invalidEnvironment(variable, _):
            // The value is left out: it may hold credentials or the API key.
            text("USAGE_INVALID_ENVIRONMENT", variable)
        }
    }

    private func qualified(_ command: String) -> String {
        command == "dringo" ? command : "dringo \(command)"
    }

    private func text(_ key: String, _ arguments: String...) -> String {
        localizer.string(key, table: .commandLine, arguments: arguments.map { TerminalSanitizer.sanitize($0) })
    }
}
