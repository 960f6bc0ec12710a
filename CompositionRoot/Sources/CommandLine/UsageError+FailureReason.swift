import FeedPresentation
import FeedTerminalUI

extension UsageError {
    /// What the presenter words. What the user typed is sanitized one argument at a time: an
    /// unfinished escape sequence in one would otherwise swallow the sentence around it.
    var failureReason: UsageFailureReason {
        let typed: (String) -> String = { TerminalSanitizer.sanitize($0) }
        return switch self {
        case let .unknownCommand(command, suggestion): .unknownCommand(typed(command), suggestion: suggestion)
        case let .unknownOption(option, command, suggestion): .unknownOption(typed(option), command: command, suggestion: suggestion)
        case let .missingValue(option): .missingValue(option: typed(option))
        case let .invalidValue(value, option): .invalidValue(typed(value), option: option)
        case let .unexpectedArgument(argument, command): .unexpectedArgument(typed(argument), command: command)
        case let .missingSubcommand(command): .missingSubcommand(of: command)
        case let .unknownSubcommand(subcommand, command, suggestion):
            .unknownSubcommand(typed(subcommand), of: command, suggestion: suggestion)
        case let .missingOperand(operand, command): .missingOperand(operand, command: command)
        case let .unknownChoice(choice, operand, suggestion): .unknownChoice(typed(choice), operand: operand, suggestion: suggestion)
        case let .invalidDemoSetting(value): .invalidDemoSetting(typed(value))
        // The value is left out: it may hold credentials or the API key.
        case let .invalidEnvironment(variable, _): .invalidEnvironment(variable: typed(variable))
        case let .invalidPictureSetting(value): .invalidPictureSetting(typed(value))
        }
    }
}
