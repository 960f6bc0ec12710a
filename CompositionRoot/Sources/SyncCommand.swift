import CatalogueFeature
import FeedPresentation
import FeedTerminalUI
import HTTPCore

/// `dringo sync`: download the whole catalogue, then replace the saved one with it.
struct SyncCommand {
    let context: CommandContext

    func run() async -> ExitCode {
        switch await sync(reportingTo: context.terminal.standardOutput) {
        case .success: .success
        case let .failure(failure): failure.exitCode
        }
    }

    /// Downloads and saves the catalogue, saying how many drinks were saved on `output` (stdout for
    /// `sync`, stderr when another command syncs first so that its stdout stays one document).
    /// A failure is reported on stderr before it is returned.
    func sync(reportingTo output: any OutputSink) async -> Result<[Drink], SyncCommandFailure> {
        let presenter: SyncPresenter = context.makePresenter()
        let sync = CatalogueSync(
            remote: RemoteCatalogueLoader(
                endpoint: context.configuration.endpoint,
                client: context.makeHTTPClient(),
                maximumRetryWait: .seconds(context.configuration.timeout)
            ),
            local: context.makeLocalCatalogueLoader()
        )
        // The progress replaces the loading message on the indicator's line, and its spinner keeps turning.
        let loadingView = context.makeLoadingView()
        var saved: [Drink] = []
        let exitCode = await context.present(
            {
                let download = try await sync.run { progress in
                    loadingView.display(ResourceLoadingViewModel(isLoading: true, message: presenter.progressMessage(for: progress)))
                }
                saved = download.drinks
                return download
            },
            into: context.makeTextListView(output: output),
            loadingView: loadingView,
            loadingMessage: presenter.loadingMessage,
            mapper: { presenter.map(savedCount: $0.drinks.count, isComplete: $0.isComplete) },
            errorMessage: { presenter.message(for: Self.failureReason(for: $0)) }
        )
        return exitCode == .success ? .success(saved) : .failure(SyncCommandFailure(exitCode: exitCode))
    }

    private static func failureReason(for error: any Error) -> SyncFailureReason {
        switch error {
        case is CatalogueNotSavedError: .notSaved
        case RemoteLoadError.invalidData: .invalidData
        case RemoteLoadError.notFound: .notFound
        case RemoteLoadError.untrustedCertificate: .untrustedCertificate
        default: .connectivity
        }
    }
}

/// A sync that failed, already reported: only the exit code is left to give.
struct SyncCommandFailure: Error {
    let exitCode: ExitCode
}
