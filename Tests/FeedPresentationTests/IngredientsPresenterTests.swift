import FeedPresentation
import IngredientsFeature
import Measures
import NameMatching
import Testing

@Suite("Ingredients presenter")
struct IngredientsPresenterTests {
    @Test("title names the cocktail in both languages")
    func title_namesCocktailInBothLanguages() {
        #expect(makeSUT(language: .english).title(for: "Margarita") == "Ingredients for Margarita")
        #expect(makeSUT(language: .italian).title(for: "Margarita") == "Ingredienti per Margarita")
    }

    @Test("title shows a name holding a percent sign as it is, not as a format")
    func title_showsNameWithPercentSignVerbatim() {
        #expect(makeSUT().title(for: "100% Agave %@ %d") == "Ingredients for 100% Agave %@ %d")
    }

    @Test("loadingMessage is localized in both languages")
    func loadingMessage_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).loadingMessage == "Loading ingredients…")
        #expect(makeSUT(language: .italian).loadingMessage == "Caricamento degli ingredienti…")
    }

    @Test("IS-1: map delivers the cocktail and each ingredient's line, in slot order")
    func map_deliversCocktailAndIngredientLinesInSlotOrder() {
        let recipe = CocktailRecipe(
            id: 11007, name: "Margarita",
            ingredients: [
                CocktailIngredient(name: "Tequila", measure: "1 1/2 oz"),
                CocktailIngredient(name: "Triple sec", measure: "1/2 oz"),
                CocktailIngredient(name: "Lime juice", measure: "1 oz"),
                CocktailIngredient(name: "Salt", measure: nil),
            ])

        let viewModel = makeSUT().map(recipe)

        #expect(viewModel.title == "Ingredients for Margarita")
        #expect(viewModel.cocktailID == 11007)
        #expect(viewModel.cocktailName == "Margarita")
        #expect(viewModel.ingredients.map(\.line) == ["1 1/2 oz Tequila", "1/2 oz Triple sec", "1 oz Lime juice", "Salt"])
        #expect(viewModel.ingredients.map(\.measure) == ["1 1/2 oz", "1/2 oz", "1 oz", nil])
        #expect(viewModel.servings == 1)
    }

    @Test("map delivers no ingredients for a recipe with none")
    func map_deliversNoIngredientsForRecipeWithNone() {
        let viewModel = makeSUT().map(CocktailRecipe(id: 1, name: "Water", ingredients: []))

        #expect(viewModel.ingredients.isEmpty)
    }

    @Test(
        "message words every failure reason in both languages",
        arguments: [
            (
                LookupFailureReason.connectivity, Language.english,
                "Could not reach TheCocktailDB, and the ingredients need a connection; check yours, or run 'dringo --demo ingredients margarita' to try dringo without one."
            ),
            (.invalidData, .english, "TheCocktailDB sent data dringo could not read."),
            (
                .notFound, .english,
                "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .english,
                "The certificate presented for TheCocktailDB is not trusted, has expired or names another host, so dringo did not connect; check DRINGO_BASE_URL, and any proxy that intercepts HTTPS."
            ),
            (.noSuchCocktail(query: "Margaritaz"), .english, "TheCocktailDB has no cocktail called 'Margaritaz'."),
            (
                .ambiguousName(query: "marg", candidates: Self.twoMargaritas, command: "ingredients"), .english,
                "'marg' could be any of these cocktails: Margarita (11007), Blue Margarita (11118). Ask for one by its id, as in 'dringo ingredients 11007'."
            ),
            (
                .connectivity, .italian,
                "Impossibile raggiungere TheCocktailDB, e per gli ingredienti serve una connessione; controlla la tua, o esegui «dringo --demo ingredients margarita» per provare dringo senza connessione."
            ),
            (.invalidData, .italian, "TheCocktailDB ha inviato dati che dringo non sa leggere."),
            (
                .notFound, .italian,
                "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo; controlla DRINGO_BASE_URL e DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .italian,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host, quindi dringo non si è collegato; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS."
            ),
            (.noSuchCocktail(query: "Margaritaz"), .italian, "TheCocktailDB non ha un cocktail chiamato «Margaritaz»."),
            (
                .ambiguousName(query: "marg", candidates: Self.twoMargaritas, command: "ingredients"), .italian,
                "«marg» potrebbe essere uno di questi cocktail: Margarita (11007), Blue Margarita (11118). Chiedine uno con il suo id, come in «dringo ingredients 11007»."
            ),
        ])
    func message_wordsEveryFailureReasonInBothLanguages(reason: LookupFailureReason, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: reason) == expected)
    }

    @Test("RI-5, CS-17: message names every candidate with its id, in order, and the command that asks for one by it")
    func message_namesEveryCandidateInOrderOnAmbiguousName() {
        let reason = LookupFailureReason.ambiguousName(
            query: "margarita",
            candidates: [
                CocktailCandidate(id: 11118, name: "Blue Margarita"), CocktailCandidate(id: 178332, name: "Tommy's Margarita"),
                CocktailCandidate(id: 12322, name: "Strawberry Margarita"),
            ],
            command: "recipe"
        )

        #expect(
            makeSUT().message(for: reason)
                == "'margarita' could be any of these cocktails: Blue Margarita (11118), Tommy's Margarita (178332), Strawberry Margarita (12322). Ask for one by its id, as in 'dringo recipe 11118'."
        )
    }

    @Test("CS-17: more than three candidates are listed one a line, ids aligned, names on one line, then the next command")
    func message_listsManyCandidatesOneALine() {
        let reason = LookupFailureReason.ambiguousName(
            query: "gin s",
            candidates: [
                CocktailCandidate(id: 12754, name: "Gin Sling"), CocktailCandidate(id: 11410, name: "Gin Smash"),
                CocktailCandidate(id: 178365, name: "Gin Sour"), CocktailCandidate(id: 11415, name: "Gin\nSquirt"),
            ],
            command: "fav add"
        )

        #expect(
            makeSUT().message(for: reason)
                == """
                'gin s' could be any of these 4 cocktails:
                   12754  Gin Sling
                   11410  Gin Smash
                  178365  Gin Sour
                   11415  Gin Squirt
                Ask for one by its id, as in 'dringo fav add 12754'.
                """)
        #expect(makeSUT(database: .demoCopy).message(for: reason).hasSuffix("as in 'dringo --demo fav add 12754'."))
    }

    @Test(
        "RI-7: message words every name validation error in both languages",
        arguments: [
            (TypedTextError.empty, Language.english, "Give the name or the id of a cocktail."),
            (.tooLong(maximum: 100), .english, "A cocktail's name can be at most 100 characters long."),
            (.containsControlCharacters, .english, "A cocktail's name cannot contain control characters."),
            (.empty, .italian, "Indica il nome o l'id di un cocktail."),
            (.tooLong(maximum: 100), .italian, "Il nome di un cocktail può avere al massimo 100 caratteri."),
            (.containsControlCharacters, .italian, "Il nome di un cocktail non può contenere caratteri di controllo."),
        ])
    func message_wordsEveryValidationErrorInBothLanguages(error: TypedTextError, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: error) == expected)
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english, database: CocktailDatabase = .theCocktailDB) -> IngredientsPresenter {
        IngredientsPresenter(localizer: Localizer(language: language), database: database)
    }

    private static let twoMargaritas = [
        CocktailCandidate(id: 11007, name: "Margarita"), CocktailCandidate(id: 11118, name: "Blue Margarita"),
    ]
}

extension IngredientsPresenter {
    /// The ingredients as written: one serving, volumes as written, no ABV known.
    fileprivate func map(_ recipe: CocktailRecipe) -> IngredientsViewModel {
        map(recipe, amounts: .of(recipe.ingredients.map { ($0.name, $0.measure) }), unit: nil)
    }
}
