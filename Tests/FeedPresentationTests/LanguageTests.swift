import FeedPresentation
import Testing

@Suite("Language")
struct LanguageTests {
    @Test(
        "init(localeIdentifier:) reads the language from a POSIX locale name",
        arguments: [
            ("it_IT.UTF-8", Language.italian),
            ("it", .italian),
            ("it-IT", .italian),
            ("it_IT@euro", .italian),
            ("IT_it", .italian),
            ("en_GB", .english),
            ("en_US.UTF-8", .english),
        ])
    func initLocaleIdentifier_readsLanguageFromPOSIXLocaleName(identifier: String, expected: Language) {
        #expect(Language(localeIdentifier: identifier) == expected)
    }

    @Test(
        "init(localeIdentifier:) delivers nil on a locale dringo does not speak",
        arguments: [
            "C", "C.UTF-8", "POSIX", "fr_FR", "", "italian", "i",
        ])
    func initLocaleIdentifier_deliversNilOnUnspokenLocale(identifier: String) {
        #expect(Language(localeIdentifier: identifier) == nil)
    }
}
