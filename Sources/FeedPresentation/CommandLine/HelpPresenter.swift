/// The `--help` pages.
public struct HelpPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// What `dringo` alone shows: how to call it, each command with what it does in a line, and where to read more.
    public func shortUsage(listing commands: [(name: String, hint: CompletionHint)]) -> String {
        let hints = CompletionHintPresenter(localizer: localizer)
        let width = commands.map(\.name.count).max() ?? 0
        let commandLines = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 3) + hints.text(for: command.hint)
        }
        let lines =
            [
                localizer.string("SHORT_USAGE_SYNOPSIS", table: .commandLine), "",
                localizer.string("SHORT_USAGE_COMMANDS", table: .commandLine),
            ]
            + commandLines + ["", localizer.string("SHORT_USAGE_MORE", table: .commandLine)]
        return lines.joined(separator: "\n") + "\n"
    }

    public func text(for topic: HelpTopic) -> String {
        switch topic {
        case .main: localizer.string("HELP_MAIN", table: .commandLine) + "\n" + localizer.string("HELP_MAIN_DEMO", table: .demo)
        case .feed: localizer.string("HELP_FEED", table: .commandLine)
        case .ingredients: localizer.string("HELP_INGREDIENTS", table: .commandLine)
        case .image: localizer.string("HELP_IMAGE", table: .commandLine)
        case .cache: localizer.string("HELP_CACHE", table: .commandLine)
        case .sync: localizer.string("HELP_SYNC", table: .commandLine)
        case .search: localizer.string("HELP_SEARCH", table: .commandLine)
        case .recipe: localizer.string("HELP_RECIPE", table: .commandLine)
        case .random: localizer.string("HELP_RANDOM", table: .commandLine)
        case .bar: localizer.string("HELP_BAR", table: .commandLine)
        case .makeable: localizer.string("HELP_MAKEABLE", table: .commandLine)
        case .completions: localizer.string("HELP_COMPLETIONS", table: .commandLine)
        }
    }
}
