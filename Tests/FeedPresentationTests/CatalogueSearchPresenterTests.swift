import CatalogueFeature
import FeedPresentation
import Testing

@Suite("Catalogue search presenter")
struct CatalogueSearchPresenterTests {
    @Test("loadingMessage and emptyTextMessage are localized in both languages")
    func messages_areLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).loadingMessage == "Searching cocktails…")
        #expect(makeSUT(language: .italian).loadingMessage == "Ricerca dei cocktail…")
        #expect(makeSUT(language: .english).emptyTextMessage == "Give some text to search for.")
        #expect(makeSUT(language: .italian).emptyTextMessage == "Indica un testo da cercare.")
    }

    @Test("map delivers each drink's item in order, its missing fields nil, the source and no note")
    func map_deliversItemsInOrderWithSourceAndNoNote() {
        let drinks = [
            Drink(id: 11007, name: "Margarita", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Cocktail glass"),
            Drink(id: 17216, name: "Tommy's Margarita"),
        ].map(IndexedDrink.init)

        let viewModel = makeSUT().map(drinks, source: .catalogue, text: "margarita")

        #expect(
            viewModel
                == ListViewModel(
                    rows: ListRows([
                        ListRow(
                            name: "Margarita",
                            members: item(11007, "Margarita", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Cocktail glass")),
                        ListRow(
                            name: "Tommy's Margarita", members: item(17216, "Tommy's Margarita", category: nil, alcoholic: nil, glass: nil)),
                    ]),
                    members: [ListMember("source", .text("catalogue"))]
                ))
    }

    @Test("map keeps the remote source, and --limit keeps the first drinks")
    func map_keepsRemoteSource_andLimits() {
        let viewModel = makeSUT().map(
            [Drink(id: 1, name: "Mojito"), Drink(id: 2, name: "Mojito Extra")].map(IndexedDrink.init), source: .remote, text: "moj",
            limit: 1)

        #expect(viewModel.members == [ListMember("source", .text("remote"))])
        #expect(viewModel.rows.map(\.name) == ["Mojito"])
    }

    @Test("CS-15: when --limit hides some drinks, the note says how many matched and how to see them all, in both languages")
    func map_notesHowManyMatched_whenLimitHidesSome() {
        let drinks = (1...20).map { IndexedDrink(Drink(id: $0, name: "Gin \($0)")) }

        #expect(
            makeSUT().map(drinks, source: .catalogue, text: "gin", limit: 5).note == "Showing 5 of 20 drinks; drop --limit to see them all."
        )
        #expect(
            makeSUT(language: .italian).map(drinks, source: .catalogue, text: "gin", limit: 5).note
                == "Drink mostrati: 5 su 20; togli --limit per vederli tutti.")
        #expect(makeSUT().map(drinks, source: .catalogue, text: "gin", limit: 20).note == nil, "a limit that hides none says nothing")
        #expect(makeSUT().map(drinks, source: .catalogue, text: "gin").note == nil)
    }

    @Test(
        "map delivers no items and a note naming the text when nothing matched, in both languages",
        arguments: [
            (Language.english, "No cocktail's name contains 'zzz'."),
            (.italian, "Nessun cocktail ha un nome che contiene «zzz»."),
        ])
    func map_deliversNoMatchNoteNamingText(language: Language, expected: String) {
        let viewModel = makeSUT(language: language).map([], source: .remote, text: "zzz")

        #expect(viewModel == ListViewModel(rows: ListRows([]), note: expected, members: [ListMember("source", .text("remote"))]))
    }

    @Test("the no-match note shows a text holding a percent sign as it is, not as a format")
    func map_showsTextWithPercentSignVerbatim() {
        #expect(makeSUT().map([], source: .catalogue, text: "100% %@ %d").note == "No cocktail's name contains '100% %@ %d'.")
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
        ])
    func message_wordsEveryFailureReasonInBothLanguages(reason: LookupFailureReason, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: reason) == expected)
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> CatalogueSearchPresenter {
        CatalogueSearchPresenter(localizer: Localizer(language: language))
    }

    private func item(_ id: Int, _ name: String, category: String?, alcoholic: String?, glass: String?) -> [ListMember] {
        [
            ListMember("id", .number(id)), ListMember("name", .text(name)), ListMember("category", .text(category)),
            ListMember("alcoholic", .text(alcoholic)), ListMember("glass", .text(glass)),
            ListMember("source", .text(DrinkSource(drinkID: id).rawValue)),
        ]
    }
}
