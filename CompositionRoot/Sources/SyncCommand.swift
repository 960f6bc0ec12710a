import CatalogueFeature
import FeedPresentation
import FeedTerminalUI

/// `dringo sync`: download the whole catalogue, then replace the saved one with it.
struct SyncCommand: Sendable {
    let screen: TerminalScreen
    let caches: Caches
    let cocktailDB: CocktailDBAccess

    func run() async -> ExitCode {
        switch await sync(reportingTo: screen.terminal.standardOutput) {
        case .success: .success
        case let .failure(failure): failure.exitCode
        }
    }

    /// Downloads and saves the catalogue, saying how many drinks were saved on `output` (stdout for
    /// `sync`, stderr when another command syncs first so that its stdout stays one document).
    /// A failure is reported on stderr before it is returned. With `answeringUnsaved`, a download the cache
    /// would not keep (a full disk, a folder dringo may not write) is said as such and still delivered: the
    /// command that synced first answers from it, as `feed` does from a list it could not save.
    func sync(reportingTo output: any OutputSink, answeringUnsaved: Bool = false) async -> Result<[Drink], SyncCommandFailure> {
        let presenter: SyncPresenter = screen.makePresenter()
        let sync = CatalogueSync(
            remote: RemoteCatalogueLoader(
                endpoint: cocktailDB.endpoint,
                client: cocktailDB.makeHTTPClient(),
                maximumRetryWait: .seconds(cocktailDB.timeout)
            ),
            local: caches.makeLocalCatalogueLoader()
        )
        // The progress replaces the loading message on the indicator's line, and its spinner keeps turning.
        let loadingView = screen.makeLoadingView()
        var downloaded: [Drink] = []
        var failureReason: SyncFailureReason?
        let exitCode = await screen.present(
            {
                let progress: RemoteCatalogueLoader.Progress = { progress in
                    loadingView.display(ResourceLoadingViewModel(isLoading: true, message: presenter.progressMessage(for: progress)))
                }
                let outcome =
                    answeringUnsaved
                    ? try await sync.runDeliveringUnsaved(progress: progress) : .saved(try await sync.run(progress: progress))
                downloaded = outcome.download.drinks
                return outcome
            },
            into: screen.makeTextListView(output: output),
            loadingView: loadingView,
            loadingMessage: presenter.loadingMessage,
            mapper: { outcome in
                switch outcome {
                case let .saved(download): presenter.map(savedCount: download.drinks.count, isComplete: download.isComplete)
                case let .unsaved(download): presenter.map(unsavedCount: download.drinks.count)
                }
            },
            errorMessage: { [cacheFolder = caches.directory.path] in
                failureReason = SyncFailureReason($0, cacheFolder: cacheFolder)
                return nil
            }
        )
        if let failureReason {
            // Asked only once it failed: a catalogue, readable or not, is there and unchanged.
            let catalogueWasSaved: Bool
            do {
                catalogueWasSaved = try await caches.catalogueIndexReader.retrieve() != nil
            } catch {
                catalogueWasSaved = true
            }
            screen.makeErrorView().display(.error(message: presenter.message(for: failureReason, catalogueWasSaved: catalogueWasSaved)))
        }
        return exitCode == .success ? .success(downloaded) : .failure(SyncCommandFailure(exitCode: exitCode))
    }
}

/// A sync that failed, already reported: only the exit code is left to give.
struct SyncCommandFailure: Error {
    let exitCode: ExitCode
}
