import CatalogueFeature
import FeedPresentation
import FeedTerminalUI

/// "Sync the catalogue first when none is saved", composed once for `makeable`, `shopping`, filtered `search` and
/// `random`: the answer out of the valid saved catalogue, read under the loading indicator, else out of the drinks a
/// sync saves now, its messages on stderr so that stdout stays one document. A failed sync says why itself. The user's
/// own drinks are among the drinks answered from, a name of theirs winning over the catalogue's.
struct SyncFirstLoader: Sendable {
    let caches: Caches
    let screen: TerminalScreen
    let sync: SyncCommand
    var yours = YourDrinks.none

    /// The answer out of the saved catalogue's index, else out of the drinks a sync saves now. The user's drinks are
    /// read beside the catalogue's.
    /// - Parameter savedIndex: the valid saved index's drinks, nil without one; read from the cache unless given.
    func load<Answer: Sendable>(
        loadingMessage: String, savedIndex: (@Sendable () async throws -> [IndexedDrink]?)? = nil,
        _ answer: @escaping @Sendable ([IndexedDrink]) throws -> Answer
    ) -> @Sendable () async throws -> Answer {
        let index = caches.makeLocalCatalogueIndexLoader()
        let saved = savedIndex ?? { try await index.loadValid()?.resource }
        let catalogue = load(loadingMessage: loadingMessage) { syncFirst in
            CatalogueFirstLoader(
                saved: { try await saved().flatMap { $0.isEmpty ? nil : $0 } }, answer: { $0 },
                remote: { try await syncFirst().map(IndexedDrink.init) })
        }
        let yours = self.yours
        return {
            async let mine = yours.preferred()
            let drinks = try await catalogue()
            return try answer(await mine.merged(into: drinks))
        }
    }

    /// The same with any loader, which is handed how to sync first: put the indicator away, say so on stderr, and
    /// answer the drinks a sync saves now.
    func load<Answer: Sendable>(
        loadingMessage: String, _ makeLoader: (_ syncFirst: @escaping @Sendable () async throws -> [Drink]) -> CatalogueFirstLoader<Answer>
    ) -> @Sendable () async throws -> Answer {
        let loadingView = screen.makeLoadingView()
        let loader = makeLoader { [self] in
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
            return try await drinksSyncedFirst()
        }
        return {
            loadingView.display(ResourceLoadingViewModel(isLoading: true, message: loadingMessage))
            defer { loadingView.display(ResourceLoadingViewModel(isLoading: false)) }
            return try await loader.load()
        }
    }

    /// The drinks a sync saves now, the user told first; a download the cache would not keep is still answered from.
    func drinksSyncedFirst() async throws -> [Drink] {
        let presenter: MakeablePresenter = screen.makePresenter()
        screen.warn(presenter.syncingFirstNotice)
        return try await sync.sync(reportingTo: screen.terminal.standardError, answeringUnsaved: true).get()
    }
}
