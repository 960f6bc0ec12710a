import BarFeature
import Testing

@testable import FeedPresentation

struct WordsBeforeNameTests {
    @Test("LG-20: French elides de before a vowel or a mute h where a message puts a name after it, and not before a consonant")
    func french_elidesDeBeforeAVowel() {
        let french = Localizer(language: .french)

        #expect(french.string("SUBSTITUTE_ROW", table: .bar, "Citron", "Orange juice") == "Citron à la place d'Orange juice")
        #expect(french.string("SUBSTITUTE_ROW", table: .bar, "Citron", "Écorce d'orange") == "Citron à la place d'Écorce d'orange")
        #expect(french.string("SUBSTITUTE_ROW", table: .bar, "Citron", "Huile d'olive") == "Citron à la place d'Huile d'olive")
        #expect(french.string("SUBSTITUTE_ROW", table: .bar, "Citron", "Jus de citron vert") == "Citron à la place de Jus de citron vert")
        #expect(french.string("SUBSTITUTE_ROW", table: .bar, "Citron", "Yaourt") == "Citron à la place de Yaourt")
        #expect(french.string("SUBSTITUTE_ROW", table: .bar, "Citron", "Hot Damn") == "Citron à la place de Hot Damn")
        #expect(french.string("MAKEABLE_STAND_IN", table: .bar, "citron", "Amaretto") == "citron à la place d'Amaretto")
        #expect(french.string("MAKEABLE_STAND_IN", table: .bar, "citron", "Gin") == "citron à la place de Gin")
    }

    @Test("LG-21: Spanish y is e before an i- or hi- sound but hie-, and o is u before an o- or ho- sound")
    func spanish_changesYAndOBeforeTheirSounds() {
        let spanish = Localizer(language: .spanish)

        #expect(spanish.joining("Lima y ", beforeName: "Higos") == "Lima e Higos")
        #expect(spanish.joining("Lima y ", beforeName: "Irish cream") == "Lima e Irish cream")
        #expect(spanish.joining("Lima y ", beforeName: "Hielo") == "Lima y Hielo")
        #expect(spanish.joining("Lima y ", beforeName: "Ginebra") == "Lima y Ginebra")
        #expect(spanish.joining("Lima o ", beforeName: "Oporto") == "Lima u Oporto")
        #expect(spanish.joining("Lima o ", beforeName: "Hojas de menta") == "Lima u Hojas de menta")
        #expect(spanish.joining("Lima o ", beforeName: "Ouzo") == "Lima o Ouzo")
        #expect(spanish.joining("Playa y ", beforeName: "Hierba") == "Playa y Hierba")
    }

    @Test("LG-21: makeable joins the ingredients one stand-in is for with e before an i- sound, in Spanish")
    func makeable_joinsStandInsWithE() {
        let standIns = ["Zumo casero", "Infusión casera"].map { IngredientStandIn(ingredient: $0, from: ["lima"], reason: .form) }
        let drinks = MakeableAnswer.drinks([MatchedDrink(id: 1, name: "Prueba", missing: [], using: standIns)])

        let viewModel = MakeablePresenter(localizer: Localizer(language: .spanish), database: .theCocktailDB).map(drinks, allowedMissing: 0)

        #expect(viewModel.rows.first?.detail == "lima en lugar de Zumo casero e Infusión casera")
    }

    @Test("LG-21: the rule looks past the quotation marks that open a name, in the message or in the name")
    func spanish_looksPastQuotationMarks() {
        let spanish = Localizer(language: .spanish)

        let question = spanish.string("DID_YOU_MEAN_DRINKS", table: .shared, "«Margarita»", "Old Fashioned")

        #expect(question.contains("«Margarita» u «Old Fashioned»"), "\(question)")
        #expect(spanish.joining("«Margarita» o ", beforeName: "«Oporto flip»") == "«Margarita» u «Oporto flip»")
    }

    @Test("LG-20: a word is changed only as a whole word right before the name, never inside another word")
    func rule_changesOnlyAWholeWord() {
        let words = WordsBeforeName(rules: "de→d': a e i o u", quotedName: "« %@ »")

        #expect(FormatTemplate("Verre de %@", words: words).filled(with: ["Absinthe"]) == "Verre d'Absinthe")
        #expect(FormatTemplate("Verre code %@", words: words).filled(with: ["Absinthe"]) == "Verre code Absinthe")
        #expect(FormatTemplate("de %@", words: words).filled(with: ["eau"]) == "d'eau")
        #expect(FormatTemplate("de « %@ »", words: words).filled(with: ["Absinthe"]) == "d'« Absinthe »")
        #expect(FormatTemplate("de %ld", words: words).filled(with: [8]) == "de 8")
    }

    @Test("LG-20: a language whose table holds no rule fills every template as written", arguments: Language.allCases)
    func languageWithoutRules_changesNothing(language: Language) {
        let localizer = Localizer(language: language)
        guard localizer.wordsBeforeName.changes.isEmpty else { return }

        #expect(localizer.joining("Lime and ", beforeName: "ice") == "Lime and ice")
        #expect(
            localizer.string("SUBSTITUTE_ROW", table: .bar, "Ice", "Orange")
                == String(
                    format: localizer.string("SUBSTITUTE_ROW", table: .bar), "Ice", "Orange"))
    }

    @Test(
        "LG-20: every rule a language's table holds is read whole: each word has a form and the starts it changes before",
        arguments: Language.allCases)
    func everyRule_isReadWhole(language: Language) {
        let localizer = Localizer(language: language)
        let rules = localizer.string("WORDS_BEFORE_A_NAME", table: .shared)
        let words = localizer.wordsBeforeName

        #expect(rules == "-" || !words.changes.isEmpty, "\(language) WORDS_BEFORE_A_NAME reads as no rule: \(rules)")
        for change in words.changes {
            #expect(!change.starts.isEmpty, "\(language) \(change.word)")
        }
    }
}
