/// The `--help` pages.
public struct HelpPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func text(for topic: HelpTopic) -> String {
        switch topic {
        case .main: localizer.string("HELP_MAIN", table: .commandLine)
        case .feed: localizer.string("HELP_FEED", table: .commandLine)
        case .ingredients: localizer.string("HELP_INGREDIENTS", table: .commandLine)
        case .image: localizer.string("HELP_IMAGE", table: .commandLine)
        case .cache: localizer.string("HELP_CACHE", table: .commandLine)
        }
    }
}
