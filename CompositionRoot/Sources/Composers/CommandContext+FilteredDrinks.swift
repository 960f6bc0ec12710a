import BarFeature
import CatalogueFeature
import FeedPresentation

/// What a filtered `search` or `random` reads: the catalogue, which alone knows every drink's kinds.
extension CommandContext {
    /// The answer out of the valid saved catalogue's index, read under the loading indicator, else out of the drinks
    /// a sync saves now, its messages on stderr, as `makeable` syncs first.
    func fromCatalogueOrSync<Answer: Sendable>(
        loadingMessage: String, _ answer: @escaping @Sendable ([IndexedDrink]) throws -> Answer
    ) -> @Sendable () async throws -> Answer {
        fromCatalogueOrSync(loadingMessage: loadingMessage) { [self] syncFirst in
            CatalogueFirstLoader(
                index: makeLocalCatalogueIndexLoader(), fromIndex: answer,
                remote: { try answer(try await syncFirst().map(IndexedDrink.init)) })
        }
    }

    /// The same with any loader, which is handed how to sync first: put the indicator away, say so on stderr, and
    /// answer the drinks a sync saves now; a failed sync says why itself.
    func fromCatalogueOrSync<Answer: Sendable>(
        loadingMessage: String, _ makeLoader: (_ syncFirst: @escaping @Sendable () async throws -> [Drink]) -> CatalogueFirstLoader<Answer>
    ) -> @Sendable () async throws -> Answer {
        let loadingView = makeLoadingView()
        let presenter: MakeablePresenter = makePresenter()
        let loader = makeLoader { [self] in
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
            warn(presenter.syncingFirstNotice)
            return try await SyncCommand(context: self).sync(reportingTo: terminal.standardError, answeringUnsaved: true).get()
        }
        return {
            loadingView.display(ResourceLoadingViewModel(isLoading: true, message: loadingMessage))
            defer { loadingView.display(ResourceLoadingViewModel(isLoading: false)) }
            return try await loader.load()
        }
    }

    /// Why a filtered command failed: a sync run first has said why itself.
    func filteredDrinksErrorMessage(_ error: any Error) -> String? {
        if error is SyncCommandFailure { return nil }
        if let failure = error as? DrinkFilterFailure {
            let presenter: CatalogueSearchPresenter = makePresenter()
            return presenter.message(for: failure.reason)
        }
        if error is IngredientKnowledgeError {
            let presenter: MakeablePresenter = makePresenter()
            return presenter.knowledgeUnavailableMessage
        }
        let presenter: CatalogueSearchPresenter = makePresenter()
        return presenter.message(for: LookupFailureReason(error))
    }

    func filteredDrinksExitCode(_ error: any Error) -> ExitCode {
        (error as? SyncCommandFailure)?.exitCode ?? (error as? DrinkFilterFailure)?.exitCode ?? .couldNotLoad
    }
}
