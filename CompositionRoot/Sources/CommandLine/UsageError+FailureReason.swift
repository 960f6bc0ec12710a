import FeedPresentation
import FeedTerminalUI

extension UsageError {
    /// What the presenter words. What the user typed is sanitized one argument at a time: an
    /// unfinished escape sequence in one would otherwise swallow the sentence around it.
    var failureReason: UsageFailureReason {
        let typed: (String) -> String = { TerminalSanitizer.sanitize($0) }
        return switch self {
        case let .unknownCommand(command, suggestion): .unknownCommand(typed(command), suggestion: suggestion)
        case let .unknownOption(option, command, suggestion): .unknownOption(typed(option), command: typed(command), suggestion: suggestion)
        case let .missingValue(option): .missingValue(option: typed(option))
        case let .invalidFormat(value): .invalidFormat(typed(value))
        case let .invalidLimit(value): .invalidLimit(typed(value))
        case let .invalidLanguage(value): .invalidLanguage(typed(value))
        case let .invalidDemoSetting(value): .invalidDemoSetting(typed(value))
        case let .unexpectedArgument(argument, command): .unexpectedArgument(typed(argument), command: typed(command))
        case let .missingCocktailName(command): .missingCocktailName(command: typed(command))
        case .missingSearchText: .missingSearchText
        case .missingCacheAction: .missingCacheAction
        case let .unknownCacheAction(action, suggestion): .unknownCacheAction(typed(action), suggestion: suggestion)
        case .missingBarAction: .missingBarAction
        case let .unknownBarAction(action, suggestion): .unknownBarAction(typed(action), suggestion: suggestion)
        case let .missingIngredient(action): .missingIngredient(action: typed(action))
        case let .invalidMissing(value): .invalidMissing(typed(value))
        case .missingShell: .missingShell
        case let .unknownShell(shell, suggestion): .unknownShell(typed(shell), suggestion: suggestion)
        // The value is left out: it may hold credentials or the API key.
        case let .invalidEnvironment(variable, _): .invalidEnvironment(variable: typed(variable))
        }
    }
}
