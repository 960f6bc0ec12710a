/// The words of the shell completion scripts: what each command, option and action does.
public struct CompletionHintPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func text(for hint: CompletionHint) -> String {
        switch hint {
        case .feed: localizer.string("COMPLETION_FEED", table: .commandLine)
        case .ingredients: localizer.string("COMPLETION_INGREDIENTS", table: .commandLine)
        case .image: localizer.string("COMPLETION_IMAGE", table: .commandLine)
        case .cache: localizer.string("COMPLETION_CACHE", table: .commandLine)
        case .sync: localizer.string("COMPLETION_SYNC", table: .commandLine)
        case .search: localizer.string("COMPLETION_SEARCH", table: .commandLine)
        case .recipe: localizer.string("COMPLETION_RECIPE", table: .commandLine)
        case .random: localizer.string("COMPLETION_RANDOM", table: .commandLine)
        case .bar: localizer.string("COMPLETION_BAR", table: .commandLine)
        case .makeable: localizer.string("COMPLETION_MAKEABLE", table: .commandLine)
        case .completions: localizer.string("COMPLETION_COMPLETIONS", table: .commandLine)
        case .help: localizer.string("COMPLETION_HELP", table: .commandLine)
        case .helpOption: localizer.string("COMPLETION_OPTION_HELP", table: .commandLine)
        case .versionOption: localizer.string("COMPLETION_OPTION_VERSION", table: .commandLine)
        case .offlineOption: localizer.string("COMPLETION_OPTION_OFFLINE", table: .commandLine)
        case .formatOption: localizer.string("COMPLETION_OPTION_FORMAT", table: .commandLine)
        case .limitOption: localizer.string("COMPLETION_OPTION_LIMIT", table: .commandLine)
        case .languageOption: localizer.string("COMPLETION_OPTION_LANGUAGE", table: .commandLine)
        case .outputOption: localizer.string("COMPLETION_OPTION_OUTPUT", table: .commandLine)
        case .missingOption: localizer.string("COMPLETION_OPTION_MISSING", table: .commandLine)
        case .cacheInfo: localizer.string("COMPLETION_CACHE_INFO", table: .commandLine)
        case .cacheValidate: localizer.string("COMPLETION_CACHE_VALIDATE", table: .commandLine)
        case .cacheClear: localizer.string("COMPLETION_CACHE_CLEAR", table: .commandLine)
        case .barAdd: localizer.string("COMPLETION_BAR_ADD", table: .commandLine)
        case .barRemove: localizer.string("COMPLETION_BAR_REMOVE", table: .commandLine)
        case .barList: localizer.string("COMPLETION_BAR_LIST", table: .commandLine)
        case .barClear: localizer.string("COMPLETION_BAR_CLEAR", table: .commandLine)
        case .nameOrIDOperand: localizer.string("COMPLETION_OPERAND_NAME_OR_ID", table: .commandLine)
        case .searchTextOperand: localizer.string("COMPLETION_OPERAND_SEARCH_TEXT", table: .commandLine)
        case .ingredientOperand: localizer.string("COMPLETION_OPERAND_INGREDIENT", table: .commandLine)
        case .actionOperand: localizer.string("COMPLETION_OPERAND_ACTION", table: .commandLine)
        case .shellOperand: localizer.string("COMPLETION_OPERAND_SHELL", table: .commandLine)
        case .commandOperand: localizer.string("COMPLETION_OPERAND_COMMAND", table: .commandLine)
        }
    }
}
