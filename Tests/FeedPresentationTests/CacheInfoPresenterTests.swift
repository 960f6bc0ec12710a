import FeedPresentation
import Foundation
import StoreCore
import Testing

@Suite("Cache info presenter")
struct CacheInfoPresenterTests {
    @Test("map tells where the cache is, then the saved list, the catalogue and the images, one line each")
    func map_tellsLocationThenListThenCatalogueThenImagesOneLineEach() {
        let viewModel = makeSUT().map(contents(feed: .none, images: .usage(count: 2, bytes: 2048)))

        #expect(
            viewModel.lines == ["Cache: /tmp/dringo", "Cocktail list: none saved", "Catalogue: none saved", "Images: 2.0 KB, count: 2"])
    }

    @Test(
        "map words every saved-list state in both languages",
        arguments: [
            (CacheStatus.none, Language.english, "Cocktail list: none saved"),
            (
                .valid(count: 3, savedAt: fixedCurrentDate.adding(days: -2)), .english,
                "Cocktail list: saved 2 days ago (valid), cocktails: 3"
            ),
            (
                .expired(count: 2, savedAt: fixedCurrentDate.adding(days: -8)), .english,
                "Cocktail list: saved 8 days ago (expired), cocktails: 2"
            ),
            (.unreadable, .english, "Cocktail list: unreadable"),
            (.none, .italian, "Elenco dei cocktail: nessuno salvato"),
            (
                .valid(count: 3, savedAt: fixedCurrentDate.adding(days: -2)), .italian,
                "Elenco dei cocktail: salvato 2 giorni fa (valido), cocktail: 3"
            ),
            (
                .expired(count: 2, savedAt: fixedCurrentDate.adding(days: -8)), .italian,
                "Elenco dei cocktail: salvato 8 giorni fa (scaduto), cocktail: 2"
            ),
            (.unreadable, .italian, "Elenco dei cocktail: illeggibile"),
        ])
    func map_wordsEverySavedListStateInBothLanguages(feed: CacheStatus, language: Language, expected: String) {
        #expect(makeSUT(language: language).map(contents(feed: feed)).feed == expected)
    }

    @Test(
        "map words every catalogue state in both languages",
        arguments: [
            (CacheStatus.none, Language.english, "Catalogue: none saved"),
            (
                .valid(count: 636, savedAt: fixedCurrentDate.adding(days: -2)), .english,
                "Catalogue: saved 2 days ago (valid), cocktails: 636"
            ),
            (
                .expired(count: 636, savedAt: fixedCurrentDate.adding(days: -7)), .english,
                "Catalogue: saved 7 days ago (expired), cocktails: 636"
            ),
            (.unreadable, .english, "Catalogue: unreadable"),
            (.none, .italian, "Catalogo: nessuno salvato"),
            (
                .valid(count: 636, savedAt: fixedCurrentDate.adding(days: -2)), .italian,
                "Catalogo: salvato 2 giorni fa (valido), cocktail: 636"
            ),
            (
                .expired(count: 636, savedAt: fixedCurrentDate.adding(days: -7)), .italian,
                "Catalogo: salvato 7 giorni fa (scaduto), cocktail: 636"
            ),
            (.unreadable, .italian, "Catalogo: illeggibile"),
        ])
    func map_wordsEveryCatalogueStateInBothLanguages(catalogue: CacheStatus, language: Language, expected: String) {
        let contents = CacheContents(directoryPath: "/tmp/dringo", feed: .none, catalogue: catalogue, images: .unreadable)

        #expect(makeSUT(language: language).map(contents).catalogue == expected)
    }

    @Test("map tells the saved list's age from the injected current date")
    func map_tellsSavedListAgeFromInjectedCurrentDate() {
        let savedAt = fixedCurrentDate.adding(days: -2)
        let sut = makeSUT(currentDate: savedAt.adding(seconds: 5 * 60))

        #expect(
            sut.map(contents(feed: .valid(count: 1, savedAt: savedAt))).feed == "Cocktail list: saved 5 minutes ago (valid), cocktails: 1")
    }

    @Test(
        "map words the images' usage and an unreadable image cache in both languages",
        arguments: [
            (CachedImagesState.usage(count: 0, bytes: 0), Language.english, "Images: 0 bytes, count: 0"),
            (.usage(count: 2, bytes: 2048), .english, "Images: 2.0 KB, count: 2"),
            (.unreadable, .english, "Images: unreadable"),
            (.usage(count: 2, bytes: 2048), .italian, "Immagini: 2,0 kB, numero: 2"),
            (.unreadable, .italian, "Immagini: illeggibili"),
        ])
    func map_wordsImagesInBothLanguages(images: CachedImagesState, language: Language, expected: String) {
        #expect(makeSUT(language: language).map(contents(images: images)).images == expected)
    }

    @Test("map shows a path holding a percent sign as it is, not as a format")
    func map_showsPathWithPercentSignVerbatim() {
        let viewModel = makeSUT().map(CacheContents(directoryPath: "/tmp/100%@ %d", feed: .none, images: .unreadable))

        #expect(viewModel.location == "Cache: /tmp/100%@ %d")
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english, currentDate: Date = fixedCurrentDate) -> SUT {
        SUT(presenter: CacheInfoPresenter(localizer: Localizer(language: language)), now: currentDate)
    }

    /// The presenter asked as of one date, its lines named.
    private struct SUT {
        let presenter: CacheInfoPresenter
        let now: Date

        func map(_ contents: CacheContents) -> InfoLines {
            InfoLines(lines: presenter.map(contents, now: now).rows.map(\.name))
        }
    }

    private struct InfoLines {
        let lines: [String]

        var location: String? { lines.first }
        var feed: String? { lines.dropFirst(1).first }
        var catalogue: String? { lines.dropFirst(2).first }
        var images: String? { lines.dropFirst(3).first }
    }

    private func contents(feed: CacheStatus = .none, images: CachedImagesState = .usage(count: 0, bytes: 0)) -> CacheContents {
        CacheContents(directoryPath: "/tmp/dringo", feed: feed, images: images)
    }
}
