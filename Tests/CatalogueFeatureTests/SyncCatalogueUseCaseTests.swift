import Foundation
import HTTPCore
import StoreCore
import TestSupport
import Testing

@testable import CatalogueFeature

@Suite("Sync catalogue use case")
final class SyncCatalogueUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("SY-1: run downloads the whole catalogue, saves it dated now, reports its progress and delivers it")
    func run_savesAndDeliversTheDownload() async throws {
        let (sut, client, store) = try makeSUT()
        let progress = ProgressSpy()

        let download = try await sut.run(progress: progress.report)

        #expect(download == CatalogueDownload(drinks: Self.drinks, isComplete: true))
        #expect(try await store.stored() == CachedCatalogue(drinks: try await Self.local(Self.drinks), timestamp: fixedCurrentDate))
        #expect(client.requestedURLs.contains { $0.lastPathComponent == "lookup.php" }, "the capped letter's third drink is looked up")
        #expect(progress.reports.last?.letters == .init(done: 36, total: 36))
    }

    @Test("SY-2: run hands a valid saved catalogue's drinks to the download, which looks none of them up again")
    func run_reusesValidSavedDrinks() async throws {
        let (sut, client, _) = try makeSUT(saved: CachedCatalogue(drinks: try await Self.local(Self.drinks), timestamp: fixedCurrentDate))

        _ = try await sut.run()

        #expect(!client.requestedURLs.contains { $0.lastPathComponent == "lookup.php" })
    }

    @Test("SY-2: run reuses no drink of an expired or unreadable saved catalogue")
    func run_reusesNoDrinkOfExpiredOrUnreadableCatalogue() async throws {
        let expired = CachedCatalogue(
            drinks: try await Self.local(Self.drinks), timestamp: fixedCurrentDate.addingTimeInterval(-7 * 24 * 60 * 60))
        let (afterExpired, expiredClient, _) = try makeSUT(saved: expired)
        let (afterUnreadable, unreadableClient, _) = try makeSUT(store: DocumentStoreSpy(expired, failing: [.retrieve]))

        _ = try await afterExpired.run()
        _ = try await afterUnreadable.run()

        #expect(expiredClient.requestedURLs.contains { $0.lastPathComponent == "lookup.php" })
        #expect(unreadableClient.requestedURLs.contains { $0.lastPathComponent == "lookup.php" })
    }

    @Test("SY-3: run delivers the download's error and saves nothing, leaving the saved catalogue as it was")
    func run_savesNothingOnDownloadError() async throws {
        let saved = CachedCatalogue(drinks: try await Self.local(Self.drinks), timestamp: fixedCurrentDate.addingTimeInterval(-60))
        let (sut, _, store) = try makeSUT(client: .offline, store: DocumentStoreSpy(saved))

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.run() }
        #expect(await store.messages == [.retrieve])
        #expect(try await store.stored() == saved)
    }

    @Test("SY-4: run delivers a not-saved error holding the whole download when the store will not keep it")
    func run_deliversNotSavedOnSaveError() async throws {
        let (sut, _, _) = try makeSUT(store: DocumentStoreSpy(failing: [.save]))

        await #expect(throws: CatalogueNotSavedError(download: CatalogueDownload(drinks: Self.drinks, isComplete: true))) {
            try await sut.run()
        }
    }

    @Test("SY-4: delivering unsaved, a download the store will not keep is still delivered, marked unsaved; a kept one is saved")
    func runDeliveringUnsaved_marksWhatTheStoreKept() async throws {
        let (refusing, _, _) = try makeSUT(store: DocumentStoreSpy(failing: [.save]))
        let (keeping, _, _) = try makeSUT(store: DocumentStoreSpy())
        let download = CatalogueDownload(drinks: Self.drinks, isComplete: true)

        #expect(try await refusing.runDeliveringUnsaved() == .unsaved(download))
        #expect(try await keeping.runDeliveringUnsaved() == .saved(download))
    }

    @Test("SY-5: run delivers the cancellation of the save, not a not-saved error")
    func run_deliversCancellationOfTheSave() async throws {
        let (sut, _, _) = try makeSUT(store: DocumentStoreSpy(throwing: [.save: CancellationError()]))

        await #expect(throws: CancellationError.self) { try await sut.run() }
    }

    // MARK: - Helpers

    /// Three drinks under `a`, behind a cap of two a letter: the third is found through its category and looked up.
    private static let drinks = [
        Drink(id: 1, name: "Apple", category: "Cocktail"),
        Drink(id: 2, name: "Avocado", category: "Cocktail"),
        Drink(id: 3, name: "Azure", category: "Cocktail"),
    ]

    private static func local(_ drinks: [Drink]) async throws -> [LocalDrink] {
        let store = InMemoryDocumentStore<CachedCatalogue>()
        try await LocalCatalogueLoader(store: store, currentDate: { fixedCurrentDate }).save(drinks)
        return try #require(try await store.retrieve()).resource
    }

    private func makeSUT(
        client: HTTPClientStub? = nil,
        saved: CachedCatalogue? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: CatalogueSync, client: HTTPClientStub, store: DocumentStoreSpy<CachedCatalogue>) {
        try makeSUT(client: client, store: DocumentStoreSpy(saved), sourceLocation: sourceLocation)
    }

    private func makeSUT(
        client: HTTPClientStub? = nil,
        store: DocumentStoreSpy<CachedCatalogue>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: CatalogueSync, client: HTTPClientStub, store: DocumentStoreSpy<CachedCatalogue>) {
        let api = try CappedCocktailDB(
            letters: ["a": Self.drinks.map { ["idDrink": String($0.id), "strDrink": $0.name, "strCategory": $0.category ?? ""] }],
            caps: CappedCocktailDB.Caps(letter: 2, list: 100))
        let client = client ?? HTTPClientStub(api.answer)
        let local = LocalCatalogueLoader(store: store, currentDate: { fixedCurrentDate })
        let remote = RemoteCatalogueLoader(
            endpoint: try makeEndpoint(sourceLocation: sourceLocation), client: client, caps: AnswerCaps(letter: 2, list: 100),
            maximumRetryWait: .seconds(1), sleep: { _ in })
        for tracked in [client, store, local, remote] as [AnyObject] {
            leakTracker.track(tracked, fileID: sourceLocation.fileID, line: sourceLocation.line)
        }
        return (CatalogueSync(remote: remote, local: local), client, store)
    }
}
