import FeedPresentation
import Testing

@testable import CatalogueFeature

@Suite("Sync presenter")
struct SyncPresenterTests {
    @Test(
        "LG-6: a count takes the singular as its language does: 0 and 1 in French, 1 alone in English and German",
        arguments: [
            (Language.french, 0, "0 cocktail enregistré."), (.french, 1, "1 cocktail enregistré."),
            (.french, 2, "2 cocktails enregistrés."),
            (.english, 0, "Saved 0 cocktails."), (.english, 1, "Saved 1 cocktail."), (.german, 0, "0 Cocktails gespeichert."),
            (.german, 1, "1 Cocktail gespeichert."),
        ])
    func savedCount_takesTheSingularAsTheLanguageDoes(language: Language, count: Int, expected: String) {
        #expect(makeSUT(language: language).map(savedCount: count, isComplete: true) == .lines([expected]))
    }

    @Test("LG-6: takesSingular reads each language's rule from its tables", arguments: Language.allCases)
    func takesSingular_followsTheLanguagesRule(language: Language) {
        let localizer = Localizer(language: language)
        let singular = localizer.string("PLURAL_ONE", table: .shared).split(separator: " ").map(String.init)

        #expect(localizer.takesSingular(1))
        #expect(!localizer.takesSingular(2))
        for count in 0...3 {
            #expect(localizer.takesSingular(count) == singular.contains(String(count)), "\(language.rawValue): \(count)")
        }
    }

    @Test("LG-6: of the shipped languages, French alone takes the singular for 0")
    func takesSingular_ofZero_inTheShippedLanguages() {
        #expect(Localizer(language: .french).takesSingular(0))
        for language in [Language.english, .german, .spanish, .italian] {
            #expect(!Localizer(language: language).takesSingular(0), "\(language.rawValue)")
        }
    }

    @Test("loadingMessage is localized in both languages")
    func loadingMessage_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).loadingMessage == "Downloading the catalogue…")
        #expect(makeSUT(language: .italian).loadingMessage == "Scaricamento del catalogo…")
    }

    @Test("progressMessage names the letters done and the letters in all while only letters are asked, in both languages")
    func progressMessage_namesLettersDoneAndCount() {
        let progress = downloadProgress(letters: (7, 36), lists: (0, 0), lookups: (0, 0))

        #expect(makeSUT(language: .english).progressMessage(for: progress) == "Downloading the catalogue: 7 of 36 letters…")
        #expect(makeSUT(language: .italian).progressMessage(for: progress) == "Scaricamento del catalogo: 7 lettere su 36…")
    }

    @Test("RC-10: progressMessage covers the letters, the lists and the recipes looked up once discovery asks more, in both languages")
    func progressMessage_coversDiscoveryAndLookups() {
        let progress = downloadProgress(letters: (36, 36), lists: (120, 201), lookups: (80, 195))

        #expect(
            makeSUT(language: .english).progressMessage(for: progress)
                == "Downloading the catalogue: letters 36/36, lists 120/201, recipes 80/195…")
        #expect(
            makeSUT(language: .italian).progressMessage(for: progress)
                == "Scaricamento del catalogo: lettere 36/36, elenchi 120/201, ricette 80/195…")
    }

    @Test("RC-10: progressMessage with three-digit counts fits an 80-column terminal with the spinner, in both languages")
    func progressMessage_fitsEightyColumns() {
        let progress = downloadProgress(letters: (36, 36), lists: (999, 999), lookups: (999, 999))

        for language in [Language.english, .italian] {
            #expect(makeSUT(language: language).progressMessage(for: progress).count + 2 <= 79, "\(language)")
        }
    }

    @Test(
        "map words the saved count, singular for one and plural otherwise, in both languages",
        arguments: [
            (0, Language.english, "Saved 0 cocktails."),
            (1, .english, "Saved 1 cocktail."),
            (2, .english, "Saved 2 cocktails."),
            (636, .english, "Saved 636 cocktails."),
            (0, .italian, "Salvati 0 cocktail."),
            (1, .italian, "Salvato 1 cocktail."),
            (636, .italian, "Salvati 636 cocktail."),
        ])
    func map_wordsSavedCount(savedCount: Int, language: Language, expected: String) {
        #expect(makeSUT(language: language).map(savedCount: savedCount, isComplete: true) == .lines([expected]))
    }

    @Test(
        "RC-13: map says the catalogue may be incomplete, and claims no whole catalogue, when others may be missing, in both languages",
        arguments: [
            (
                630, Language.english,
                "Saved 630 cocktails, but TheCocktailDB's capped answers may hide others: the catalogue may be incomplete."
            ),
            (1, .english, "Saved 1 cocktail, but TheCocktailDB's capped answers may hide others: the catalogue may be incomplete."),
            (
                630, .italian,
                "Salvati 630 cocktail, ma le risposte limitate di TheCocktailDB potrebbero nasconderne altri: il catalogo potrebbe essere incompleto."
            ),
            (
                1, .italian,
                "Salvato 1 cocktail, ma le risposte limitate di TheCocktailDB potrebbero nasconderne altri: il catalogo potrebbe essere incompleto."
            ),
        ])
    func map_saysIncomplete_whenOthersMayBeMissing(savedCount: Int, language: Language, expected: String) {
        #expect(makeSUT(language: language).map(savedCount: savedCount, isComplete: false) == .lines([expected]))
    }

    @Test(
        "message words every failure reason in both languages",
        arguments: [
            (SyncFailureReason.connectivity, Language.english, "Could not reach TheCocktailDB; the saved catalogue is unchanged."),
            (.invalidData, .english, "TheCocktailDB sent data dringo could not read; the saved catalogue is unchanged."),
            (
                .notFound, .english,
                "TheCocktailDB answered 404 (not found) at the address dringo asked, and the saved catalogue is unchanged; check DRINGO_BASE_URL and DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .english,
                "The certificate presented for TheCocktailDB is not trusted, has expired or names another host, and the saved catalogue is unchanged; check DRINGO_BASE_URL, and any proxy that intercepts HTTPS."
            ),
            (.notSaved(location: "/home/ada/.cache/dringo"), .english, "The catalogue could not be saved in /home/ada/.cache/dringo."),
            (.connectivity, .italian, "Impossibile raggiungere TheCocktailDB; il catalogo salvato non è cambiato."),
            (.invalidData, .italian, "TheCocktailDB ha inviato dati che dringo non sa leggere; il catalogo salvato non è cambiato."),
            (
                .notFound, .italian,
                "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo e il catalogo salvato non è cambiato; controlla DRINGO_BASE_URL e DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .italian,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host e il catalogo salvato non è cambiato; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS."
            ),
            (
                .notSaved(location: "/home/ada/.cache/dringo"), .italian,
                "Non è stato possibile salvare il catalogo in /home/ada/.cache/dringo."
            ),
        ])
    func message_wordsEveryFailureReasonInBothLanguages(reason: SyncFailureReason, language: Language, expected: String) {
        #expect(makeSUT(language: language).message(for: reason) == expected)
    }

    @Test(
        "CS-16: with no catalogue saved before, a failure says nothing of one left unchanged, and no connection points at the demo",
        arguments: [
            (
                SyncFailureReason.connectivity, Language.english,
                "Could not reach TheCocktailDB, and no catalogue is saved; check your connection, or add --demo to the command to try dringo without one."
            ),
            (.invalidData, .english, "TheCocktailDB sent data dringo could not read."),
            (
                .notFound, .english,
                "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY."
            ),
            (
                .connectivity, .italian,
                "Impossibile raggiungere TheCocktailDB e non c'è un catalogo salvato; controlla la connessione, o aggiungi --demo al comando per provare dringo senza."
            ),
        ])
    func message_withNothingSaved_saysNothingOfASavedCatalogue(reason: SyncFailureReason, language: Language, expected: String) {
        let message = makeSUT(language: language).message(for: reason, catalogueWasSaved: false)

        #expect(message == expected)
    }

    @Test("CS-16: with nothing saved, no failure speaks of a saved catalogue, in both languages")
    func message_withNothingSaved_neverSpeaksOfTheSavedCatalogue() {
        let reasons: [SyncFailureReason] = [.connectivity, .invalidData, .notFound, .untrustedCertificate]
        for reason in reasons {
            #expect(!makeSUT().message(for: reason, catalogueWasSaved: false).contains("unchanged"), "\(reason)")
            #expect(!makeSUT(language: .italian).message(for: reason, catalogueWasSaved: false).contains("non è cambiato"), "\(reason)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> SyncPresenter {
        SyncPresenter(localizer: Localizer(language: language))
    }

    private func downloadProgress(
        letters: (done: Int, total: Int), lists: (done: Int, total: Int), lookups: (done: Int, total: Int)
    ) -> CatalogueDownloadProgress {
        CatalogueDownloadProgress(
            letters: .init(done: letters.done, total: letters.total),
            lists: .init(done: lists.done, total: lists.total),
            lookups: .init(done: lookups.done, total: lookups.total)
        )
    }
}
