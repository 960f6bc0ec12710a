/// What a `--help` page is about: dringo as a whole, or one of its commands.
public enum HelpTopic: String, Sendable, Equatable, CaseIterable {
    case main
    case feed
    case ingredients
    case image
    case cache
    case sync
    case search
    case recipe
    case random
    case bar
    case makeable
    case completions
}
