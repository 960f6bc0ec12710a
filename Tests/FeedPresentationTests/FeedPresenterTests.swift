import FeedFeature
import FeedPresentation
import Foundation
import Testing

@Suite("Feed presenter")
struct FeedPresenterTests {
    @Test("title is localized in English")
    func title_isLocalizedInEnglish() {
        #expect(makeSUT(language: .english).title == "Cocktails")
    }

    @Test("title is localized in Italian")
    func title_isLocalizedInItalian() {
        #expect(makeSUT(language: .italian).title == "Cocktail")
    }

    @Test("loadingMessage is localized in both languages")
    func loadingMessage_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).loadingMessage == "Loading cocktails…")
        #expect(makeSUT(language: .italian).loadingMessage == "Caricamento dei cocktail…")
    }

    @Test("FS-1: map delivers the items' view models in the source's order")
    func map_deliversItemViewModelsInSourceOrder() throws {
        let imageURL = try #require(URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"))
        let items = [
            CocktailItem(id: 15346, name: "155 Belmont"),
            CocktailItem(id: 11007, name: "Margarita", description: "Rub the rim of the glass with the lime slice.", imageURL: imageURL),
        ]

        let viewModel = makeSUT().map(items, source: .remote, now: fixedCurrentDate)

        let url = "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"
        #expect(
            Array(viewModel.rows) == [
                ListRow(name: "155 Belmont", id: 15346, members: item(15346, "155 Belmont", description: nil, imageURL: nil)),
                ListRow(
                    name: "Margarita", id: 11007, body: "Rub the rim of the glass with the lime slice.", link: url,
                    members: item(11007, "Margarita", description: "Rub the rim of the glass with the lime slice.", imageURL: url)),
            ])
    }

    @Test("FS-1: --limit keeps the first items")
    func map_keepsTheFirstItems_withALimit() {
        let items = [CocktailItem(id: 1, name: "A"), CocktailItem(id: 2, name: "B"), CocktailItem(id: 3, name: "C")]

        #expect(makeSUT().map(items, source: .remote, limit: 2, now: fixedCurrentDate).rows.map(\.name) == ["A", "B"])
    }

    @Test("map delivers the title as the heading and in JSON, the remote source, and no notice on the remote source")
    func map_deliversTitleSourceAndNoNoticeOnRemoteSource() {
        let viewModel = makeSUT().map([], source: .remote, now: fixedCurrentDate)

        #expect(
            viewModel
                == ListViewModel(
                    heading: "Cocktails", rows: ListRows([]),
                    members: [
                        ListMember("title", .text("Cocktails")), ListMember("source", .text("remote")), ListMember("cachedAt", .date(nil)),
                    ]))
    }

    @Test("FS-2: map delivers the cache's age as a notice on the cache source when offline")
    func map_deliversCacheAgeNoticeOnCacheSourceWhenOffline() {
        let source = FeedOrigin.cache(savedAt: fixedCurrentDate.adding(days: -2), reason: .offline)

        let viewModel = makeSUT().map([], source: source, now: fixedCurrentDate)

        #expect(
            Array(viewModel.members.dropFirst()) == [
                ListMember("source", .text("cache")), ListMember("cachedAt", .date(fixedCurrentDate.adding(days: -2))),
            ])
        #expect(viewModel.note == "Showing the cocktail list saved 2 days ago.")
    }

    @Test("map delivers a notice naming the connectivity failure on the cache source after a connectivity error")
    func map_deliversConnectivityNoticeOnCacheSourceAfterConnectivityError() {
        let source = FeedOrigin.cache(savedAt: fixedCurrentDate.adding(days: -2), reason: .connectivity)

        let viewModel = makeSUT().map([], source: source, now: fixedCurrentDate)

        #expect(viewModel.note == "Could not reach TheCocktailDB; showing the cocktail list saved 2 days ago.")
    }

    @Test("map delivers a notice naming the invalid data on the cache source after an invalid-data error")
    func map_deliversInvalidDataNoticeOnCacheSourceAfterInvalidDataError() {
        let source = FeedOrigin.cache(savedAt: fixedCurrentDate.adding(days: -2), reason: .invalidData)

        let viewModel = makeSUT().map([], source: source, now: fixedCurrentDate)

        #expect(viewModel.note == "TheCocktailDB sent data dringo could not read; showing the cocktail list saved 2 days ago.")
    }

    @Test("RF-4: map delivers a notice naming the 404 and what to check on the cache source after a not-found error")
    func map_deliversNotFoundNoticeOnCacheSourceAfterNotFoundError() {
        let source = FeedOrigin.cache(savedAt: fixedCurrentDate.adding(days: -2), reason: .notFound)

        let viewModel = makeSUT().map([], source: source, now: fixedCurrentDate)

        #expect(
            viewModel.note
                == "TheCocktailDB answered 404 (not found) at the address dringo asked (check DRINGO_BASE_URL and DRINGO_API_KEY); showing the cocktail list saved 2 days ago."
        )
    }

    @Test(
        "RF-5: map delivers a notice naming the refused certificate and what to check on the cache source after an untrusted-certificate error"
    )
    func map_deliversUntrustedCertificateNoticeOnCacheSourceAfterUntrustedCertificateError() {
        let source = FeedOrigin.cache(savedAt: fixedCurrentDate.adding(days: -2), reason: .untrustedCertificate)

        let viewModel = makeSUT().map([], source: source, now: fixedCurrentDate)

        #expect(
            viewModel.note
                == "The certificate presented for TheCocktailDB is not trusted, has expired or names another host (check DRINGO_BASE_URL, and any proxy that intercepts HTTPS); showing the cocktail list saved 2 days ago."
        )
    }

    @Test(
        "map delivers the cache notices in Italian",
        arguments: [
            (FeedFallbackReason.offline, "Ecco l'elenco dei cocktail salvato 2 giorni fa."),
            (.connectivity, "Impossibile raggiungere TheCocktailDB; ecco l'elenco dei cocktail salvato 2 giorni fa."),
            (.invalidData, "TheCocktailDB ha inviato dati che dringo non sa leggere; ecco l'elenco dei cocktail salvato 2 giorni fa."),
            (
                .notFound,
                "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo (controlla DRINGO_BASE_URL e DRINGO_API_KEY); ecco l'elenco dei cocktail salvato 2 giorni fa."
            ),
            (
                .untrustedCertificate,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host (controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS); ecco l'elenco dei cocktail salvato 2 giorni fa."
            ),
        ])
    func map_deliversCacheNoticesInItalian(reason: FeedFallbackReason, expected: String) {
        let source = FeedOrigin.cache(savedAt: fixedCurrentDate.adding(days: -2), reason: reason)

        #expect(makeSUT(language: .italian).map([], source: source, now: fixedCurrentDate).note == expected)
    }

    @Test("map tells the cache's age from the injected current date")
    func map_tellsCacheAgeFromInjectedCurrentDate() {
        let savedAt = fixedCurrentDate.adding(days: -2)
        let viewModel = makeSUT().map([], source: .cache(savedAt: savedAt, reason: .offline), now: savedAt.adding(seconds: 3 * 60 * 60))

        #expect(viewModel.note == "Showing the cocktail list saved 3 hours ago.")
    }

    @Test(
        "noFeedMessage words every failure reason in both languages",
        arguments: [
            (
                FeedFallbackReason.offline, Language.english,
                "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one."
            ),
            (
                .connectivity, .english,
                "Could not reach TheCocktailDB, and there is no cocktail list saved in the last 7 days; check your connection, or run 'dringo --demo feed' to try dringo without one."
            ),
            (
                .invalidData, .english,
                "TheCocktailDB sent data dringo could not read, and there is no cocktail list saved in the last 7 days."
            ),
            (
                .notFound, .english,
                "TheCocktailDB answered 404 (not found) at the address dringo asked, and there is no cocktail list saved in the last 7 days; check DRINGO_BASE_URL and DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .english,
                "The certificate presented for TheCocktailDB is not trusted, has expired or names another host, and there is no cocktail list saved in the last 7 days; check DRINGO_BASE_URL, and any proxy that intercepts HTTPS."
            ),
            (
                .offline, .italian,
                "Non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; esegui «dringo feed» quando sei online per ottenerne uno."
            ),
            (
                .connectivity, .italian,
                "Impossibile raggiungere TheCocktailDB e non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; controlla la connessione, o esegui «dringo --demo feed» per provare dringo senza connessione."
            ),
            (
                .invalidData, .italian,
                "TheCocktailDB ha inviato dati che dringo non sa leggere e non c'è un elenco dei cocktail salvato negli ultimi 7 giorni."
            ),
            (
                .notFound, .italian,
                "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo e non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; controlla DRINGO_BASE_URL e DRINGO_API_KEY."
            ),
            (
                .untrustedCertificate, .italian,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host e non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS."
            ),
        ])
    func noFeedMessage_wordsEveryReasonInBothLanguages(reason: FeedFallbackReason, language: Language, expected: String) {
        #expect(makeSUT(language: language).noFeedMessage(reason: reason) == expected)
    }

    @Test("cacheNotSavedWarning is localized in both languages")
    func cacheNotSavedWarning_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).cacheNotSavedWarning == "Warning: the cocktail list could not be saved for offline use.")
        #expect(
            makeSUT(language: .italian).cacheNotSavedWarning
                == "Attenzione: non è stato possibile salvare l'elenco dei cocktail per l'uso offline.")
    }

    @Test("unexpectedErrorMessage is localized in both languages")
    func unexpectedErrorMessage_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).unexpectedErrorMessage == "Something went wrong.")
        #expect(makeSUT(language: .italian).unexpectedErrorMessage == "Qualcosa è andato storto.")
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> FeedPresenter {
        FeedPresenter(localizer: Localizer(language: language))
    }

    private func item(_ id: Int, _ name: String, description: String?, imageURL: String?) -> [ListMember] {
        [
            ListMember("id", .number(id)), ListMember("name", .text(name)), ListMember("description", .text(description)),
            ListMember("imageURL", .text(imageURL)),
        ]
    }
}
