import BarFeature
import CatalogueFeature
import FeedPresentation

/// What `makeable` and `shopping` read beside the bar: the catalogue's drinks, and how to match them.
extension CommandContext {
    /// Where the catalogue meets the bar: the valid saved catalogue's drinks, read under the loading
    /// indicator, else those a sync run now saved, its messages on stderr.
    func barDrinks() -> @Sendable () async throws -> [MakeableCandidate] {
        let context = self
        let presenter: MakeablePresenter = makePresenter()
        let loadingView = makeLoadingView()
        let catalogueFirst = CatalogueFirstLoader(
            catalogue: makeLocalCatalogueLoader(),
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

    /// Literal, or the knowledge dringo ships, read once for the run when the bar holds something.
    /// The user's own substitutes are not kept yet: none are declared.
    func ingredientMatching(strict: Bool, staplesOnHand: Bool) -> IngredientMatchingSource {
        strict ? .strict : .knowledge({ try IngredientKnowledge.bundled() }, substitutes: { [] }, staplesOnHand: staplesOnHand)
    }

    /// Why `makeable` or `shopping` failed: a sync run first has said why it failed itself.
    func barDrinksErrorMessage(_ error: any Error) -> String? {
        if error is SyncCommandFailure { return nil }
        if error is IngredientKnowledgeError {
            let presenter: MakeablePresenter = makePresenter()
            return presenter.knowledgeUnavailableMessage
        }
        let presenter: BarPresenter = makePresenter()
        return presenter.message(for: BarFailureReason(error, dataDirectory: configuration.dataDirectory))
    }
}
