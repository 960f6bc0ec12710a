import BarFeature
import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import Locking
import UserDataInfra

/// What `makeable` and `shopping` read beside the bar: the catalogue's drinks, and how to match them.
struct BarDrinks: Sendable {
    let userData: UserData
    let syncFirst: SyncFirstLoader
    let screen: TerminalScreen

    /// Where the catalogue meets the bar: the valid saved catalogue's drinks, else those a sync saves now. With
    /// `favouritesOnly`, only the user's favourite drinks: one filter over the drinks, so the queries themselves are
    /// the same.
    /// - Parameter savedIndex: the valid saved index's drinks, nil without one; read from the cache unless given.
    func drinks(
        favouritesOnly: Bool = false, savedIndex: (@Sendable () async throws -> [IndexedDrink]?)? = nil
    ) -> @Sendable () async throws -> [MakeableCandidate] {
        let presenter: MakeablePresenter = screen.makePresenter()
        let drinks = syncFirst.load(loadingMessage: presenter.loadingMessage, savedIndex: savedIndex) { $0.map(MakeableCandidate.init) }
        guard favouritesOnly else { return drinks }
        // Favourites that cannot be read fail the command, as a bar that cannot be read does.
        let favourites = userData.makeFavourites()
        return {
            let ids = Set(try await favourites.list().map(\.id))
            return try await drinks().filter { ids.contains($0.id) }
        }
    }

    /// Literal, or the knowledge dringo ships with the user's own substitutes, both read once for the run when
    /// the bar holds something.
    /// - Parameter beside: begun as the knowledge is parsed, on another core.
    func ingredientMatching(strict: Bool, staplesOnHand: Bool, beside: (@Sendable () -> Void)? = nil) -> IngredientMatchingSource {
        let substitutes = userData.makeSubstitutes()
        return strict
            ? .strict
            : .knowledge(
                {
                    beside?()
                    return try IngredientKnowledge.shipped()
                }, substitutes: { try await substitutes.list() }, staplesOnHand: staplesOnHand)
    }

    /// `makeable`'s or `shopping`'s use case over what it reads, as its options choose: the user's bar, the
    /// drinks (only the favourites' with `--favourites`) and the matching (literal with `--strict`). The saved
    /// index and the user's own drinks are read while the knowledge is parsed: all come only once the bar holds
    /// something, and a sync, which the index may be missing for, still waits for the knowledge.
    func useCase<UseCase>(
        _ make: (LocalBar, @escaping @Sendable () async throws -> [MakeableCandidate], IngredientMatchingSource) -> UseCase,
        arguments: ParsedArguments
    ) -> UseCase {
        let index = syncFirst.caches.makeLocalCatalogueIndexLoader()
        let savedIndex = ReadAhead { try await index.loadValid()?.resource }
        return make(
            userData.makeBar(), drinks(favouritesOnly: arguments[.favourites], savedIndex: savedIndex.value),
            ingredientMatching(
                strict: arguments[.strict], staplesOnHand: arguments.staplesOnHand,
                beside: { [yours = syncFirst.yours] in
                    savedIndex.begin()
                    yours.begin()
                }))
    }

    /// Lists what `makeable` or `shopping` answers. Both read the bar, the matching and the drinks, so
    /// they fail alike: a sync run first has said why it failed itself, and its exit code stands.
    func present<Answer>(
        _ load: @escaping () async throws -> Answer, format: OutputFormat, mapper: @escaping (Answer) throws -> ListViewModel
    ) async -> ExitCode {
        await screen.presentList(
            load, format: format, mapper: mapper, errorMessage: errorMessage,
            exitCode: { ($0 as? SyncCommandFailure)?.exitCode ?? .couldNotLoad })
    }

    /// Why `makeable`, `shopping` or a party over the bar failed: a sync run first has said why it failed itself.
    func errorMessage(_ error: any Error) -> String? {
        if error is SyncCommandFailure { return nil }
        if let favouritesFailure = userData.favouritesFailureMessage(error, on: screen) { return favouritesFailure }
        if error is IngredientKnowledgeError {
            let presenter: MakeablePresenter = screen.makePresenter()
            return presenter.knowledgeUnavailableMessage
        }
        let presenter: BarPresenter = screen.makePresenter()
        return presenter.message(for: UserDataFailureReason(error, dataDirectory: userData.directory))
    }
}
