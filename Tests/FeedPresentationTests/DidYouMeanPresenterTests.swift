import FeedPresentation
import Testing

@Suite("Did you mean, in words")
struct DidYouMeanPresenterTests {
    @Test(
        "DY-6, DY-10: a name that finds no drink asks whether the closest names were meant, in both languages",
        arguments: [
            (["Negroni"], Language.english, "TheCocktailDB has no cocktail called 'negorni'. Did you mean 'Negroni'?"),
            (
                ["Long Island Tea", "Long Island Iced Tea"], .english,
                "TheCocktailDB has no cocktail called 'negorni'. Did you mean 'Long Island Tea' or 'Long Island Iced Tea'?"
            ),
            (["A", "B", "C"], .english, "TheCocktailDB has no cocktail called 'negorni'. Did you mean 'A', 'B' or 'C'?"),
            (["Negroni"], .italian, "TheCocktailDB non ha un cocktail chiamato «negorni». Forse intendevi «Negroni»?"),
            (["A", "B", "C"], .italian, "TheCocktailDB non ha un cocktail chiamato «negorni». Forse intendevi «A», «B» o «C»?"),
            ([], .english, "TheCocktailDB has no cocktail called 'negorni'."),
        ])
    func lookupMessage_asksAboutTheClosestNames(closest: [String], language: Language, expected: String) {
        let localizer = Localizer(language: language)
        let reason = LookupFailureReason.noSuchCocktail(query: "negorni", closest: closest)

        let ingredients = IngredientsPresenter(localizer: localizer).message(for: reason)
        let recipe = RecipePresenter(localizer: localizer).message(for: reason)
        let image = ImagePresenter(localizer: localizer).message(for: .lookup(reason))

        #expect([ingredients, recipe, image] == [expected, expected, expected])
    }

    @Test("DY-6: in the demo, the demo's words come first, then the question")
    func demoLookupMessage_asksAfterTheDemosWords() {
        let presenter = RecipePresenter(localizer: Localizer(language: .english), database: .demoCopy)

        #expect(
            presenter.message(for: .noSuchCocktail(query: "negorni", closest: ["Negroni"]))
                == "The demo's copy of TheCocktailDB, which holds its whole catalogue, has no cocktail called 'negorni'; look for part of the name with 'dringo --demo search'. Did you mean 'Negroni'?"
        )
    }

    @Test(
        "DY-7, DY-10: a search that finds nothing asks in its note whether the closest names were meant, in both languages",
        arguments: [
            (Language.english, "No cocktail's name contains 'margartia'. Did you mean 'Margarita'?"),
            (.italian, "Nessun cocktail ha un nome che contiene «margartia». Forse intendevi «Margarita»?"),
        ])
    func searchNote_asksAboutTheClosestNames(language: Language, expected: String) {
        let presenter = CatalogueSearchPresenter(localizer: Localizer(language: language))

        let viewModel = presenter.map([], source: .catalogue, text: "margartia", closest: ["Margarita"])

        #expect(viewModel.note == expected)
    }
}
