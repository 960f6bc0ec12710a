import CommandLineGrammar

/// One sentence for each mistake in how dringo was called.
///
/// What the user typed is quoted as it is, but cut to `TypedTextExcerpt.maximumLength` characters: a huge
/// argument is never echoed whole.
public struct UsageErrorPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func message(for error: UsageError) -> String {
        switch error {
        case let .unknownCommand(command, suggestion?):
            localizer.string("USAGE_UNKNOWN_COMMAND_DID_YOU_MEAN", table: .commandLine, excerpt(command), suggestion)
        case let .unknownCommand(command, nil):
            localizer.string("USAGE_UNKNOWN_COMMAND", table: .commandLine, excerpt(command))
        case let .unknownOption(option, command, suggestion?):
            localizer.string("USAGE_UNKNOWN_OPTION_DID_YOU_MEAN", table: .commandLine, excerpt(option), qualified(command), suggestion)
        case let .unknownOption(option, command, nil):
            localizer.string("USAGE_UNKNOWN_OPTION", table: .commandLine, excerpt(option), qualified(command))
        case let .missingValue(option):
            localizer.string("USAGE_MISSING_VALUE", table: .commandLine, option)
        case let .invalidValue(value, option):
            localizer.words(CommandLineWording.invalidValue(of: option), [excerpt(value), acceptedWords(of: option)])
        case let .unexpectedArgument(argument, command):
            localizer.string("USAGE_UNEXPECTED_ARGUMENT", table: .commandLine, excerpt(argument), qualified(command))
        case let .missingSubcommand(command):
            localizer.words(CommandLineWording.missingSubcommand(of: command), [])
        case let .unknownSubcommand(typed, command, suggestion?):
            localizer.words(CommandLineWording.unknownSubcommandSuggestion(of: command), [excerpt(typed), suggestion])
        case let .unknownSubcommand(typed, command, nil):
            localizer.words(CommandLineWording.unknownSubcommand(of: command), [excerpt(typed)])
        case let .missingOperand(operand, command):
            localizer.words(CommandLineWording.missing(operand), [qualified(command)])
        case let .unknownChoice(typed, operand, suggestion?):
            localizer.words(CommandLineWording.unknownSuggestion(operand), [excerpt(typed), suggestion])
        case let .unknownChoice(typed, operand, nil):
            localizer.words(CommandLineWording.unknown(operand), [excerpt(typed)])
        // Only the variable's name: its value may hold credentials or the API key.
        case let .invalidEnvironment(variable, _):
            localizer.string("USAGE_INVALID_ENVIRONMENT", table: .commandLine, variable)
        case let .invalidEnvironmentChoice(variable, value, option):
            localizer.string(
                "USAGE_INVALID_ENVIRONMENT_CHOICE", table: .commandLine, variable,
                localizer.words(CommandLineWording.invalidValue(of: option), [excerpt(value), acceptedWords(of: option)]))
        }
    }

    public func message(for reason: SettingFailureReason) -> String {
        switch reason {
        case let .invalidDemo(value): localizer.string("USAGE_INVALID_DEMO", table: .demo, excerpt(value))
        case let .invalidPicture(value): localizer.string("USAGE_INVALID_PICTURE", table: .image, excerpt(value))
        }
    }

    /// The words an option takes, each in quotes, separated as lists are: for messages that name them all, such as
    /// the languages, which grow with the tables.
    private func acceptedWords(of option: OptionSyntax) -> String {
        guard case let .oneOf(words) = option.value else { return "" }
        return words.map(localizer.quoted).joined(separator: localizer.string("LIST_SEPARATOR", table: .shared))
    }

    /// How the user would type the command: `dringo feed`, or `dringo` alone.
    private func qualified(_ command: String) -> String {
        command == "dringo" ? command : "dringo \(command)"
    }

    /// At most `TypedTextExcerpt.maximumLength` characters of what was typed, with `…` when some are cut;
    /// spaces are kept, since a value such as `' 2'` is refused for them.
    private func excerpt(_ typed: String) -> String {
        typed.count > TypedTextExcerpt.maximumLength ? typed.prefix(TypedTextExcerpt.maximumLength) + "…" : typed
    }
}
