import FeedPresentation

/// Italian by name, for the parser's and the configuration's tests; English stands in if it were missing, and they
/// then fail on English words.
extension Language {
    static let italian = Language(rawValue: "it") ?? .english
}
