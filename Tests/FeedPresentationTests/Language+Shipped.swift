import FeedPresentation

/// The languages dringo ships, by name, for tests that check their words; `LanguageTests` checks that each is there.
extension Language {
    static let italian = shipped("it")
    static let german = shipped("de")
    static let spanish = shipped("es")
    static let french = shipped("fr")

    /// English stands in for a language that is missing, and the tests of its words then fail on English.
    private static func shipped(_ code: String) -> Language {
        Language(rawValue: code) ?? .english
    }
}
