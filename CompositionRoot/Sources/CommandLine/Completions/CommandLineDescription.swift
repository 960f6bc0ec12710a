import FeedPresentation

/// The one description of dringo's command line that every completion script is made from, so
/// that the scripts cannot drift apart. A command or option that the parser learns belongs here too;
/// the tests hold the two, the `--help` page and the man page to the same commands.
struct CommandLineDescription: Equatable, Sendable {
    let program: String
    /// What may come instead of a command: `--help`, `--version`.
    let options: [CompletableOption]
    let commands: [CompletableCommand]
}

extension CommandLineDescription {
    static let dringo: CommandLineDescription = {
        let nameOrID = CompletableOperand.text(.nameOrIDOperand)
        let cacheActions = CacheAction.allCases.map { CompletableWord(name: $0.rawValue, hint: $0.completionHint) }
        let barActions = [
            CompletableWord(name: "add", hint: .barAdd),
            CompletableWord(name: "remove", hint: .barRemove),
            CompletableWord(name: "list", hint: .barList),
            CompletableWord(name: "clear", hint: .barClear),
        ]
        let shells = Shell.allCases.map { CompletableWord(name: $0.rawValue, hint: nil) }
        let commandsWithHelpPages = [
            CompletableCommand("feed", .feed, options: [.offline, .format, .limit, .language, .help]),
            CompletableCommand("ingredients", .ingredients, operands: [nameOrID], options: [.format, .language, .help]),
            CompletableCommand("image", .image, operands: [nameOrID], options: [.output, .language, .help]),
            CompletableCommand("cache", .cache, operands: [.oneOf(cacheActions, label: .actionOperand)], options: [.language, .help]),
            CompletableCommand("sync", .sync, options: [.language, .help]),
            CompletableCommand(
                "search", .search, operands: [.text(.searchTextOperand)], options: [.format, .limit, .language, .help]),
            CompletableCommand("recipe", .recipe, operands: [nameOrID], options: [.format, .language, .help]),
            CompletableCommand("random", .random, options: [.format, .language, .help]),
            CompletableCommand(
                "bar", .bar,
                operands: [.oneOf(barActions, label: .actionOperand), .text(.ingredientOperand, repeats: true)],
                options: [.format, .language, .help]),
            CompletableCommand("makeable", .makeable, options: [.missing, .format, .limit, .language, .help]),
            CompletableCommand("completions", .completions, operands: [.oneOf(shells, label: .shellOperand)], options: [.language, .help]),
        ]
        let help = CompletableCommand(
            "help", .help, operands: [.oneOf(commandsWithHelpPages.map(\.word), label: .commandOperand)], options: [.language])
        return CommandLineDescription(program: "dringo", options: [.help, .version], commands: commandsWithHelpPages + [help])
    }()
}

extension CompletableOption {
    static let help = CompletableOption(name: "--help", hint: .helpOption, value: .none)
    static let version = CompletableOption(name: "--version", hint: .versionOption, value: .none)
    static let language = CompletableOption(name: "--lang", hint: .languageOption, value: .oneOf(Language.allCases.map(\.rawValue)))
    static let format = CompletableOption(name: "--format", hint: .formatOption, value: .oneOf(OutputFormat.allCases.map(\.rawValue)))
    static let limit = CompletableOption(name: "--limit", hint: .limitOption, value: .number)
    static let offline = CompletableOption(name: "--offline", hint: .offlineOption, value: .none)
    static let output = CompletableOption(name: "--output", hint: .outputOption, value: .file)
    static let missing = CompletableOption(name: "--missing", hint: .missingOption, value: .number)
}

extension CacheAction {
    fileprivate var completionHint: CompletionHint {
        switch self {
        case .info: .cacheInfo
        case .validate: .cacheValidate
        case .clear: .cacheClear
        }
    }
}
