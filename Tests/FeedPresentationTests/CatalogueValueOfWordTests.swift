import FeedPresentation
import Testing

/// The catalogue's words typed as a language shows them, read back as TheCocktailDB's.
struct CatalogueValueOfWordTests {
    @Test(
        "LG-11: a word the language shows is TheCocktailDB's, ignoring case and accents",
        arguments: [
            (Language.german, "Cocktailglas", "cocktail glass"), (.german, "cocktailGLAS", "cocktail glass"),
            (.french, "Verre à cocktail", "cocktail glass"), (.french, "verre a cocktail", "cocktail glass"),
        ])
    func catalogueValue_readsTheLanguagesWord(language: Language, typed: String, expected: String) {
        #expect(Localizer(language: language).catalogueValue(ofWord: typed) == expected)
    }

    @Test("LG-11: every word of the vocabulary reads back as its own key, in every language but English")
    func catalogueValue_readsBackEveryWord() {
        for language in Language.allCases where language != .english {
            let localizer = Localizer(language: language)
            for key in localizer.keys(in: .vocabulary) {
                let word = localizer.string(key, table: .vocabulary)
                let value = localizer.catalogueValue(ofWord: word)
                // Two of TheCocktailDB's words may share one translation; then the first, by key, answers for both.
                #expect(value.map { localizer.string($0, table: .vocabulary) } == word, "\(language.rawValue): \(key)")
            }
        }
    }

    @Test("LG-11: English, and a word that is no translation, have no value of their own")
    func catalogueValue_isNil_inEnglishOrForAnotherWord() {
        #expect(Localizer(language: .english).catalogueValue(ofWord: "Cocktail glass") == nil)
        #expect(Localizer(language: .german).catalogueValue(ofWord: "Cocktail glass") == nil)
        #expect(Localizer(language: .german).catalogueValue(ofWord: "Biergartenglas") == nil)
    }
}
