import BarFeature
import CatalogueFeature
import CommandLineGrammar
import FeedPresentation

/// What `makeable` and `shopping` read beside the bar: the catalogue's drinks, and how to match them.
extension CommandContext {
    /// Where the catalogue meets the bar: the valid saved catalogue's drinks, read from its index under
    /// the loading indicator, else those a sync run now saved, its messages on stderr. With `favouritesOnly`, only the
    /// user's favourite drinks: one filter over the drinks, so the queries themselves are the same.
    func barDrinks(favouritesOnly: Bool = false) -> @Sendable () async throws -> [MakeableCandidate] {
        let context = self
        let presenter: MakeablePresenter = makePresenter()
        let loadingView = makeLoadingView()
        let catalogueFirst = CatalogueFirstLoader(
            index: makeLocalCatalogueIndexLoader(),
            fromIndex: { $0.map(MakeableCandidate.init) },
            remote: {
                loadingView.display(ResourceLoadingViewModel(isLoading: false))
                context.warn(presenter.syncingFirstNotice)
                return try await SyncCommand(context: context).sync(reportingTo: context.terminal.standardError, answeringUnsaved: true)
                    .get().map(
                        MakeableCandidate.init)
            }
        )
        let drinks: @Sendable () async throws -> [MakeableCandidate] = {
            loadingView.display(ResourceLoadingViewModel(isLoading: true, message: presenter.loadingMessage))
            defer { loadingView.display(ResourceLoadingViewModel(isLoading: false)) }
            return try await catalogueFirst.load()
        }
        guard favouritesOnly else { return drinks }
        // Favourites that cannot be read fail the command, as a bar that cannot be read does.
        let favourites = makeFavourites()
        return {
            let ids = Set(try await favourites.list().map(\.id))
            return try await drinks().filter { ids.contains($0.id) }
        }
    }

    /// Literal, or the knowledge dringo ships with the user's own substitutes, both read once for the run when
    /// the bar holds something.
    func ingredientMatching(strict: Bool, staplesOnHand: Bool) -> IngredientMatchingSource {
        let substitutes = LocalSubstitutes(store: substitutesStore)
        return strict
            ? .strict
            : .knowledge({ try IngredientKnowledge.bundled() }, substitutes: { try await substitutes.list() }, staplesOnHand: staplesOnHand)
    }

    /// `makeable`'s or `shopping`'s use case over what it reads, as its options choose: the user's bar, the
    /// drinks (only the favourites' with `--favourites`) and the matching (literal with `--strict`).
    func barDrinksUseCase<UseCase>(
        _ make: (LocalBar, @escaping @Sendable () async throws -> [MakeableCandidate], IngredientMatchingSource) -> UseCase,
        arguments: ParsedArguments
    ) -> UseCase {
        make(
            LocalBar(store: barStore), barDrinks(favouritesOnly: arguments[.favourites]),
            ingredientMatching(strict: arguments[.strict], staplesOnHand: arguments.staplesOnHand))
    }

    /// Lists what `makeable` or `shopping` answers. Both read the bar, the matching and the drinks, so
    /// they fail alike: a sync run first has said why it failed itself, and its exit code stands.
    func presentBarDrinksList<Answer>(
        _ load: @escaping () async throws -> Answer, format: OutputFormat, mapper: @escaping (Answer) throws -> ListViewModel
    ) async -> ExitCode {
        await presentList(
            load, format: format, mapper: mapper, errorMessage: barDrinksErrorMessage,
            exitCode: { ($0 as? SyncCommandFailure)?.exitCode ?? .couldNotLoad })
    }

    /// Why `makeable` or `shopping` failed: a sync run first has said why it failed itself.
    private func barDrinksErrorMessage(_ error: any Error) -> String? {
        if error is SyncCommandFailure { return nil }
        if let favouritesFailure = favouritesFailureMessage(error) { return favouritesFailure }
        if error is IngredientKnowledgeError {
            let presenter: MakeablePresenter = makePresenter()
            return presenter.knowledgeUnavailableMessage
        }
        let presenter: BarPresenter = makePresenter()
        return presenter.message(for: BarFailureReason(error, dataDirectory: configuration.dataDirectory))
    }
}
