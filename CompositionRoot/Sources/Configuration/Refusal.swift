import CommandLineGrammar
import FeedPresentation

/// Why dringo runs no command at all: a mistake in the arguments or an option's environment variable, or one of its
/// own settings it cannot use. Either is one sentence and exit 2.
enum Refusal: Error {
    case usage(UsageError)
    case setting(SettingFailureReason)
}
