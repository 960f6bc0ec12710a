/// What a shell completion script shows beside a word it offers, or names an operand by.
///
/// zsh and fish show these; bash cannot. Each is one short line.
public enum CompletionHint: Sendable, Equatable, CaseIterable {
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
    case help

    case helpOption
    case versionOption
    case offlineOption
    case formatOption
    case limitOption
    case languageOption
    case outputOption
    case missingOption

    case cacheInfo
    case cacheValidate
    case cacheClear
    case barAdd
    case barRemove
    case barList
    case barClear

    case nameOrIDOperand
    case searchTextOperand
    case ingredientOperand
    case actionOperand
    case shellOperand
    case commandOperand
}
