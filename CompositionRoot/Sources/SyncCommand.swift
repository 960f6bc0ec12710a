import CatalogueFeature
import FeedPresentation
import FeedTerminalUI
import HTTPCore

/// `dringo sync`: download the whole catalogue, then replace the saved one with it.
struct SyncCommand {
    let context: CommandContext

    func run() async -> ExitCode {
        let syncPresenter = SyncPresenter(localizer: context.localizer)
        let presenter = LoadResourcePresenter<Int, TextSyncView>(
            resourceView: TextSyncView(output: context.terminal.standardOutput),
            loadingView: context.makeLoadingView(),
            errorView: context.makeErrorView(),
            loadingMessage: syncPresenter.loadingMessage,
            mapper: syncPresenter.map(savedCount:),
            errorMessage: { syncPresenter.message(for: Self.failureReason(for: $0)) }
        )
        let progressView = TerminalProgressView(
            sink: context.terminal.standardError,
            isEnabled: context.terminal.standardErrorIsTerminal,
            style: context.errorStyle
        )
        let sync = CatalogueSync(
            remote: RemoteCatalogueLoader(
                endpoint: context.configuration.endpoint,
                client: context.makeHTTPClient(),
                maximumRetryWait: .seconds(context.configuration.timeout)
            ),
            local: context.makeLocalCatalogueLoader()
        )
        return await LoadResourcePresentationAdapter(
            load: {
                try await sync.run { lettersDone, letterCount in
                    let message = syncPresenter.progressMessage(lettersDone: lettersDone, letterCount: letterCount)
                    progressView.display(ResourceLoadingViewModel(isLoading: true, message: message))
                }
            },
            presenter: presenter,
            exitCode: { _ in .couldNotLoad }
        ).run()
    }

    private static func failureReason(for error: any Error) -> SyncFailureReason {
        switch error {
        case is CatalogueNotSavedError: .notSaved
        case RemoteLoadError.invalidData: .invalidData
        default: .connectivity
        }
    }
}
