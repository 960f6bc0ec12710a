import BarFeature
import CatalogueFeature
import FeedPresentation

/// `dringo makeable [--missing N]`: the catalogue's drinks the bar can make, or nearly.
///
/// An empty bar answers at once. Otherwise the catalogue is needed: without a valid one saved,
/// it is synced first, its messages on stderr so that stdout stays one document.
struct MakeableCommand {
    let context: CommandContext
    let options: MakeableOptions

    func run() async -> ExitCode {
        let presenter: MakeablePresenter = context.makePresenter()
        let barPresenter: BarPresenter = context.makePresenter()
        let makeable = FindMakeableDrinks(
            bar: LocalBar(store: context.barStore), drinks: keepingFavouritesIfAsked(catalogueDrinks(presenter)))
        let (allowedMissing, limit, dataDirectory) = (options.allowedMissing, options.limit, context.configuration.dataDirectory)
        let favouritesFailure = context.favouritesFailureMessage
        return await context.presentList(
            { try await makeable.find(allowedMissing: allowedMissing) },
            format: options.format,
            mapper: { presenter.map($0, allowedMissing: allowedMissing, limit: limit) },
            errorMessage: { error in
                // A sync run first has said why it failed.
                error is SyncCommandFailure
                    ? nil : favouritesFailure(error) ?? barPresenter.message(for: BarFailureReason(error, dataDirectory: dataDirectory))
            },
            exitCode: { ($0 as? SyncCommandFailure)?.exitCode ?? .couldNotLoad }
        )
    }

    /// Where the catalogue meets the bar: the valid saved catalogue's drinks, read under the loading
    /// indicator, else those a sync run now saved.
    private func catalogueDrinks(_ presenter: MakeablePresenter) -> @Sendable () async throws -> [MakeableCandidate] {
        let context = self.context
        let loadingView = context.makeLoadingView()
        let catalogueFirst = CatalogueFirstLoader(
            catalogue: context.makeLocalCatalogueLoader(),
            fromCatalogue: { $0.map(MakeableCandidate.init) },
            remote: {
                loadingView.display(ResourceLoadingViewModel(isLoading: false))
                context.warn(presenter.syncingFirstNotice)
                return try await SyncCommand(context: context).sync(reportingTo: context.terminal.standardError).get().map(
                    MakeableCandidate.init)
            }
        )
        return {
            loadingView.display(ResourceLoadingViewModel(isLoading: true, message: presenter.loadingMessage))
            defer { loadingView.display(ResourceLoadingViewModel(isLoading: false)) }
            return try await catalogueFirst.load()
        }
    }
}
