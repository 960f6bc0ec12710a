import FeedPresentation
import Testing

struct LanguageMarksTests {
    @Test("LG-14: each language quotes a name in its own marks, and only English in ASCII apostrophes")
    func quotedName_isInTheLanguagesMarks() throws {
        let expected = ["en": "'Shot'", "de": "„Shot“", "es": "«Shot»", "fr": "«\u{00A0}Shot\u{00A0}»", "it": "«Shot»"]

        for (code, quoted) in expected {
            let language = try #require(Language(rawValue: code))
            #expect(Localizer(language: language).quoted("Shot") == quoted, "\(code)")
        }
    }

    @Test("LG-14: the alcohol content reads beside a category of either gender, needing no agreement")
    func alcoholContent_needsNoAgreement() throws {
        let expected = ["fr": "Avec alcool", "it": "Con alcol", "es": "Con alcohol"]

        for (code, word) in expected {
            let language = try #require(Language(rawValue: code))
            #expect(Localizer(language: language).string("alcoholic", table: .vocabulary) == word, "\(code)")
        }
    }
}
