import BarFeature
import CatalogueFeature
import FeedPresentation
import FeedTerminalUI

/// `dringo makeable [--missing N]`: the catalogue's drinks the bar can make, or nearly.
///
/// An empty bar answers at once. Otherwise the catalogue is needed: without a valid one saved,
/// it is synced first, its messages on stderr so that stdout stays one document.
struct MakeableCommand {
    let context: CommandContext
    let options: MakeableOptions

    func run() async -> ExitCode {
        let presenter = MakeablePresenter(localizer: context.localizer)
        let bar: [BarIngredient]
        do {
            bar = try await LocalBar(store: context.barStore).list()
        } catch is CancellationError {
            return .cancelled
        } catch {
            let reason = BarFailureReason(error, dataDirectory: context.configuration.dataDirectory)
            context.makeErrorView().display(.error(message: BarPresenter(localizer: context.localizer).message(for: reason)))
            return .couldNotLoad
        }
        guard !bar.isEmpty else {
            display(presenter.emptyBar)
            return .success
        }
        let drinks: [Drink]
        switch await catalogueDrinks(presenter: presenter) {
        case let .success(saved): drinks = saved
        case let .failure(failure): return failure.exitCode
        }
        let allowedMissing = options.allowedMissing
        let found = Makeable.find(in: drinks.map(MakeableCandidate.init), bar: bar, allowedMissing: allowedMissing)
        display(presenter.map(options.limit.map { Array(found.prefix($0)) } ?? found, allowedMissing: allowedMissing))
        return .success
    }

    /// The valid saved catalogue's drinks, else those a sync run now saved. A catalogue that cannot
    /// be read counts as none, as it does for every catalogue command.
    private func catalogueDrinks(presenter: MakeablePresenter) async -> Result<[Drink], SyncCommandFailure> {
        let loadingView = context.makeLoadingView()
        loadingView.display(ResourceLoadingViewModel(isLoading: true, message: presenter.loadingMessage))
        let saved: [Drink]?
        do {
            saved = try await context.makeLocalCatalogueLoader().loadValidCatalogue()?.drinks
        } catch is CancellationError {
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
            return .failure(SyncCommandFailure(exitCode: .cancelled))
        } catch {
            saved = nil
        }
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
        if let saved, !saved.isEmpty { return .success(saved) }
        context.warn(presenter.syncingFirstNotice)
        return await SyncCommand(context: context).sync(reportingTo: context.terminal.standardError)
    }

    private func display(_ viewModel: MakeableViewModel) {
        let terminal = context.terminal
        switch options.format {
        case .text:
            TextMakeableView(
                output: terminal.standardOutput,
                notices: terminal.standardError,
                outputStyle: context.outputStyle,
                noticeStyle: context.errorStyle
            ).display(viewModel)
        case .json:
            JSONMakeableView(output: terminal.standardOutput, notices: terminal.standardError).display(viewModel)
        }
    }
}
