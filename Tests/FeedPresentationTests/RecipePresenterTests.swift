import CatalogueFeature
import Measures
import NameMatching
import Testing

@testable import FeedPresentation

@Suite("Recipe presenter")
struct RecipePresenterTests {
    @Test("loading messages are localized in both languages")
    func loadingMessages_areLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).recipeLoadingMessage == "Loading the recipe…")
        #expect(makeSUT(language: .italian).recipeLoadingMessage == "Caricamento della ricetta…")
        #expect(makeSUT(language: .english).randomLoadingMessage == "Picking a cocktail…")
        #expect(makeSUT(language: .italian).randomLoadingMessage == "Scelta di un cocktail…")
    }

    @Test("map delivers the whole recipe, the details on one line and each ingredient's line, in slot order")
    func map_deliversWholeRecipe() {
        let drink = Drink(
            id: 11007, name: "Margarita", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Cocktail glass",
            instructions: "Rub the rim of the glass with the lime slice.",
            translatedInstructions: [.german: "Reiben Sie den Rand des Glases."],
            ingredients: [
                DrinkIngredient(name: "Tequila", measure: "1 1/2 oz"),
                DrinkIngredient(name: "Salt", measure: nil),
            ],
            imageURLText: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg")

        let viewModel = makeSUT().map(drink)

        #expect(
            viewModel
                == RecipeViewModel(
                    id: 11007,
                    name: "Margarita",
                    category: "Ordinary Drink",
                    alcoholic: "Alcoholic",
                    glass: "Cocktail glass",
                    details: "Ordinary Drink, Alcoholic, Cocktail glass",
                    imageURL: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
                    ingredients: [
                        IngredientViewModel(
                            name: "Tequila", measure: "1 1/2 oz", shown: "1 1/2 oz",
                            amount: [ListMember("kind", .text("volume")), ListMember("ml", .decimal(44.36))], line: "1 1/2 oz Tequila"),
                        IngredientViewModel(name: "Salt", measure: nil, line: "Salt"),
                    ],
                    servings: 1,
                    strength: StrengthViewModel(
                        line: "Strength not estimated: dringo does not know how strong Tequila is.", members: nil),
                    instructions: "Rub the rim of the glass with the lime slice.",
                    instructionsLanguage: "en",
                    instructionsNote: nil,
                    favourite: nil,
                    iba: nil,
                    tags: [],
                    listing: nil
                ))
    }

    @Test("map delivers nil fields, no details, no ingredients and no instructions language for a bare drink")
    func map_deliversNilFieldsForBareDrink() {
        let viewModel = makeSUT(language: .italian).map(Drink(id: 11000, name: "Water"))

        #expect(
            viewModel
                == RecipeViewModel(
                    id: 11000, name: "Water", category: nil, alcoholic: nil, glass: nil, details: nil, imageURL: nil, ingredients: [],
                    servings: 1, strength: nil, instructions: nil, instructionsLanguage: nil, instructionsNote: nil, favourite: nil,
                    iba: nil, tags: [], listing: nil))
    }

    @Test("map joins only the details the drink has")
    func map_joinsOnlyPresentDetails() {
        #expect(makeSUT().map(Drink(id: 11000, name: "A", glass: "Highball glass")).details == "Highball glass")
        #expect(makeSUT().map(Drink(id: 11000, name: "A", category: "Shot", glass: "Shot glass")).details == "Shot, Shot glass")
    }

    @Test("map chooses the Italian instructions in Italian when the drink has them")
    func map_choosesItalianInstructionsInItalian() {
        let viewModel = makeSUT(language: .italian).map(drinkWithItalian)

        #expect(viewModel.instructions == "Mescolare con ghiaccio.")
        #expect(viewModel.instructionsLanguage == "it")
    }

    @Test("map keeps the English instructions in English even when the drink has Italian ones")
    func map_keepsEnglishInstructionsInEnglish() {
        let viewModel = makeSUT(language: .english).map(drinkWithItalian)

        #expect(viewModel.instructions == "Stir with ice.")
        #expect(viewModel.instructionsLanguage == "en")
    }

    @Test("map falls back to the English instructions in Italian when the drink has no Italian ones")
    func map_fallsBackToEnglishInstructionsInItalian() {
        let drink = Drink(id: 1, name: "A", instructions: "Stir with ice.", translatedInstructions: [.french: "Remuer."])

        let viewModel = makeSUT(language: .italian).map(drink)

        #expect(viewModel.instructions == "Stir with ice.")
        #expect(viewModel.instructionsLanguage == "en")
    }

    @Test("map delivers the Italian instructions in Italian even when there are no English ones")
    func map_deliversItalianInstructionsWithoutEnglish() {
        let drink = Drink(id: 1, name: "A", translatedInstructions: [.italian: "Mescolare."])

        #expect(makeSUT(language: .italian).map(drink).instructionsLanguage == "it")
        #expect(makeSUT(language: .english).map(drink).instructions == nil)
        #expect(makeSUT(language: .english).map(drink).instructionsLanguage == nil)
    }

    @Test(
        "message words every failure reason in both languages",
        arguments: [
            (
                LookupFailureReason.connectivity, Language.english,
                "Could not reach TheCocktailDB, and there is no catalogue saved in the last 7 days; run 'dringo sync' while online to keep one, or add --demo to the command to try dringo without a connection."
            ),
            (.invalidData, .english, "TheCocktailDB sent data dringo could not read."),
            (
                .notFound, .english,
                "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .english,
                "The certificate presented for TheCocktailDB is not trusted, has expired or names another host, and there is no catalogue saved in the last 7 days; check DRINGO_BASE_URL, and any proxy that intercepts HTTPS."
            ),
            (.noSuchCocktail(query: "Margaritaz"), .english, "TheCocktailDB has no cocktail called 'Margaritaz'."),
            (
                .ambiguousName(
                    query: "marg",
                    candidates: [CocktailCandidate(id: 11007, name: "Margarita"), CocktailCandidate(id: 11118, name: "Blue Margarita")],
                    command: "recipe"), .english,
                "'marg' could be any of these cocktails: Margarita (11007), Blue Margarita (11118). Ask for one by its id, as in 'dringo recipe 11007'."
            ),
            (
                .connectivity, .italian,
                "Impossibile raggiungere TheCocktailDB e non c'è un catalogo salvato negli ultimi 7 giorni; esegui «dringo sync» quando sei online per tenerne uno, o aggiungi --demo al comando per provare dringo senza connessione."
            ),
            (.invalidData, .italian, "TheCocktailDB ha inviato dati che dringo non sa leggere."),
            (
                .notFound, .italian,
                "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo; controlla DRINGO_BASE_URL e DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .italian,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host e non c'è un catalogo salvato negli ultimi 7 giorni; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS."
            ),
            (.noSuchCocktail(query: "Margaritaz"), .italian, "TheCocktailDB non ha un cocktail chiamato «Margaritaz»."),
            (
                .ambiguousName(
                    query: "marg",
                    candidates: [CocktailCandidate(id: 11007, name: "Margarita"), CocktailCandidate(id: 11118, name: "Blue Margarita")],
                    command: "recipe"), .italian,
                "«marg» potrebbe essere uno di questi cocktail: Margarita (11007), Blue Margarita (11118). Chiedine uno con il suo id, come in «dringo recipe 11007»."
            ),
        ])
    func message_wordsEveryFailureReasonInBothLanguages(reason: LookupFailureReason, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: reason) == expected)
    }

    // MARK: - Helpers

    private let drinkWithItalian = Drink(
        id: 1, name: "A", instructions: "Stir with ice.", translatedInstructions: [.italian: "Mescolare con ghiaccio."])

    private func makeSUT(language: Language = .english) -> RecipePresenter {
        RecipePresenter(localizer: Localizer(language: language))
    }
}

extension RecipePresenter {
    /// The recipe as written: one serving, volumes as written, no ABV known.
    fileprivate func map(_ drink: Drink) -> RecipeViewModel {
        map(drink, amounts: .of(drink.ingredients.map { ($0.name, $0.measure) }, instructions: drink.instructions), unit: nil)
    }
}
