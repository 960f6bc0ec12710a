import FeedPresentation

/// The localized `--help` pages.
struct HelpText {
    let localizer: Localizer

    func text(for topic: HelpTopic) -> String {
        switch topic {
        case .main: localizer.string("HELP_MAIN", table: .commandLine)
        case .feed: localizer.string("HELP_FEED", table: .commandLine)
        case .ingredients: localizer.string("HELP_INGREDIENTS", table: .commandLine)
        case .image: localizer.string("HELP_IMAGE", table: .commandLine)
        case .cache: localizer.string("HELP_CACHE", table: .commandLine)
        }
    }
}
