import FeedPresentation
import Testing

@Suite("Demo presenter")
struct DemoPresenterTests {
    @Test(
        "missingDataMessage says the demo's data is missing beside the program, in both languages",
        arguments: [
            (Language.english, "The demo's recorded data is missing: the resource folder built with dringo must be beside the program."),
            (
                .italian,
                "Mancano i dati registrati della demo: la cartella delle risorse creata insieme a dringo deve trovarsi accanto al programma."
            ),
        ])
    func missingDataMessage_saysDataIsMissingBesideProgram(language: Language, opening: String) {
        #expect(DemoPresenter(localizer: Localizer(language: language)).missingDataMessage.hasPrefix(opening))
    }

    @Test(
        "a DRINGO_DEMO that is neither on nor off is named with the values that are, in both languages",
        arguments: [
            (
                Language.english,
                "DRINGO_DEMO is 'maybe'; set it to 1, true or yes to turn the demo on, or to 0, false or no to turn it off."
            ),
            (
                .italian,
                "DRINGO_DEMO vale 'maybe'; impostala a 1, true o yes per attivare la demo, oppure a 0, false o no per disattivarla."
            ),
        ])
    func invalidDemoSetting_namesAcceptedValues(language: Language, expected: String) {
        #expect(UsageErrorPresenter(localizer: Localizer(language: language)).message(for: .invalidDemoSetting("maybe")) == expected)
    }

    @Test("the main help shows --demo and DRINGO_DEMO after the environment, in both languages", arguments: Language.allCases)
    func mainHelp_showsDemoSwitches(language: Language) {
        let text = HelpPresenter(localizer: Localizer(language: language)).text(for: .main)

        #expect(text.contains("\nDemo:\n  --demo "))
        #expect(text.contains("\n  DRINGO_DEMO "))
        #expect(text.hasSuffix("\n"))
    }
}
