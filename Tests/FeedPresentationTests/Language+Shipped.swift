import FeedPresentation

/// The languages dringo ships, by name, for tests that check their words; `LanguageTests` checks that each is there.
extension Language {
    static let italian = shipped("it")
    static let german = shipped("de")
    static let spanish = shipped("es")
    static let french = shipped("fr")

    /// Two locale names whose language dringo has no tables for, for the tests of what it refuses: Brazil's and
    /// Japan's while dringo lacks Portuguese and Japanese, and, once a folder brings either, names made of the first
    /// two-letter codes no folder claims, so that adding a language never needs this list edited.
    static let unspokenLocales: [String] = {
        let spoken = Set(allCases.map(\.rawValue))
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let invented = letters.flatMap { first in letters.map { "\(first)\($0)_XX" } }
        return Array((["pt_BR.UTF-8", "ja_JP"] + invented).filter { !spoken.contains(String($0.prefix(2))) }.prefix(2))
    }()

    /// The two-letter code of the first of `unspokenLocales`: a code dringo has no tables for.
    static var unspokenCode: String {
        String(unspokenLocales[0].prefix(2))
    }

    /// English stands in for a language that is missing, and the tests of its words then fail on English.
    private static func shipped(_ code: String) -> Language {
        Language(rawValue: code) ?? .english
    }
}
