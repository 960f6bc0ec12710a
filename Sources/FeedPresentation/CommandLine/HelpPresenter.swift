/// The `--help` pages.
public struct HelpPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
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
