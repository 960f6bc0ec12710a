import BarFeature
import CommandLineGrammar
import FeedPresentation
import Foundation
import NameMatching
import Testing

@Suite("The demo's words")
struct DemoWordingTests {
    @Test(
        "a DRINGO_DEMO that is neither on nor off is named with the values that are, in both languages",
        arguments: [
            (
                Language.english,
                "DRINGO_DEMO is 'maybe'; set it to 1, true or yes to turn the demo on, or to 0, false or no to turn it off."
            ),
            (
                .italian,
                "DRINGO_DEMO vale «maybe»; impostala a 1, true o yes per attivare la demo, oppure a 0, false o no per disattivarla."
            ),
        ])
    func invalidDemoSetting_namesAcceptedValues(language: Language, expected: String) {
        #expect(
            UsageErrorPresenter(localizer: Localizer(language: language)).message(for: SettingFailureReason.invalidDemo("maybe"))
                == expected)
    }

    @Test("the main help shows --demo and DRINGO_DEMO after the environment, in both languages", arguments: Language.allCases)
    func mainHelp_showsDemoSwitches(language: Language) {
        let text = HelpPages(SampleCommandLine.syntax, words: Localizer(language: language)).mainPage

        #expect(text.contains(":\n  --demo "), "the demo's heading, then --demo")
        #expect(text.contains("\n  DRINGO_DEMO "))
        #expect(text.hasSuffix("\n"))
    }

    @Test(
        "DS-13: a drink the demo's copy lacks is worded as its lack, by ingredients, recipe and image alike, in both languages",
        arguments: [
            (
                Language.english,
                "The demo's copy of TheCocktailDB, which holds its whole catalogue, has no cocktail called '15346'; look for part of the name with 'dringo --demo search'."
            ),
            (
                .italian,
                "La copia di TheCocktailDB della demo, che ne contiene l'intero catalogo, non ha un cocktail chiamato «15346»; cerca una parte del nome con «dringo --demo search»."
            ),
        ])
    func demoCopy_wordsMissingDrinkAsItsOwnLack(language: Language, expected: String) {
        let localizer = Localizer(language: language)

        let ingredients = IngredientsPresenter(localizer: localizer, database: .demoCopy).message(for: .noSuchCocktail(query: "15346"))
        let recipe = RecipePresenter(localizer: localizer, database: .demoCopy).message(for: .noSuchCocktail(query: "15346"))
        let image = ImagePresenter(localizer: localizer, database: .demoCopy).message(for: .lookup(.noSuchCocktail(query: "15346")))

        #expect([ingredients, recipe, image] == [expected, expected, expected])
    }

    @Test("DS-13: outside the demo, and for every other failure in it, the words are TheCocktailDB's own")
    func otherFailures_keepTheirWords() {
        let localizer = Localizer(language: .english)
        let real = IngredientsPresenter(localizer: localizer)
        let demo = IngredientsPresenter(localizer: localizer, database: .demoCopy)
        let others: [LookupFailureReason] = [
            .connectivity, .invalidData, .notFound,
        ]
        let ambiguous = LookupFailureReason.ambiguousName(
            query: "gin", candidates: [CocktailCandidate(id: 11403, name: "Gin Fizz"), CocktailCandidate(id: 12418, name: "Pink Gin")],
            command: "recipe")

        #expect(real.message(for: .noSuchCocktail(query: "x")) == "TheCocktailDB has no cocktail called 'x'.")
        for reason in others {
            #expect(demo.message(for: reason) == real.message(for: reason), "\(reason)")
        }
        #expect(real.message(for: ambiguous).hasSuffix("as in 'dringo recipe 11403'."))
        #expect(demo.message(for: ambiguous).hasSuffix("as in 'dringo --demo recipe 11403'."), "DS-14: the demo's hint keeps to the demo")
    }

    @Test(
        "DS-13: the demo with no list saved sends the user to the demo's own feed, in both languages",
        arguments: [
            (Language.english, "The demo has no cocktail list saved in the last 7 days; run 'dringo --demo feed' to get one."),
            (
                .italian,
                "La demo non ha un elenco dei cocktail salvato negli ultimi 7 giorni; esegui «dringo --demo feed» per ottenerne uno."
            ),
        ])
    func demoCopy_withoutSavedList_pointsToDemoFeed(language: Language, expected: String) {
        let presenter = FeedPresenter(localizer: Localizer(language: language), database: .demoCopy)

        #expect(presenter.noFeedMessage(reason: .offline) == expected)
    }

    @Test(
        "DS-14: the bar's and makeable's hints name 'dringo --demo' in the demo, in both languages, and the user's own commands outside it")
    func barAndMakeableHints_nameTheDemo() {
        for language in Language.allCases {
            let localizer = Localizer(language: language)
            let demoBar = BarPresenter(localizer: localizer, database: .demoCopy)
            let demoMakeable = MakeablePresenter(localizer: localizer, database: .demoCopy)
            let hints = [
                demoBar.map([]).note, demoMakeable.map(.emptyBar, allowedMissing: 0).note,
                demoMakeable.map(.drinks([]), allowedMissing: 0).note,
                demoMakeable.syncingFirstNotice,
            ]

            #expect(hints.allSatisfy { $0?.contains("dringo --demo ") == true }, "\(language): \(hints)")
        }
        let ownBar = BarPresenter(localizer: Localizer(language: .english))
        let ownMakeable = MakeablePresenter(localizer: Localizer(language: .english))
        #expect(ownBar.map([]).note == "Your bar is empty. Add what you have with 'dringo bar add gin \"lime juice\"'.")
        #expect(ownMakeable.map(.drinks([]), allowedMissing: 0).note?.hasSuffix("Try 'dringo makeable --missing 1'.") == true)
        #expect(ownMakeable.syncingFirstNotice.hasSuffix("as 'dringo sync' does."))
    }
}
