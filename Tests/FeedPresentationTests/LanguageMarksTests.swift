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

    @Test("LG-14: a label for one closest value is singular, and for several plural")
    func closestLabel_agreesWithItsCount() throws {
        let italian = Localizer(language: try #require(Language(rawValue: "it")))
        let german = Localizer(language: try #require(Language(rawValue: "de")))

        #expect(italian.string("CATALOGUE_FILTER_CLOSEST_ONE", table: .catalogue, "«Shot»") == "Il più vicino: «Shot».")
        #expect(german.string("CATALOGUE_FILTER_CLOSEST_ONE", table: .catalogue, "„Shot“") == "Am nächsten kommt: „Shot“.")
        #expect(italian.string("CATALOGUE_FILTER_CLOSEST", table: .catalogue, "«A», «B»") == "I più vicini: «A», «B».")
    }
}
