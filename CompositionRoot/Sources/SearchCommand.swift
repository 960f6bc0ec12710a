import BarFeature
import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import NameMatching

/// `dringo search [<text>] [filters]`: the drinks whose name contains the text, from the saved catalogue, else from
/// TheCocktailDB; with a filter, the drinks every condition keeps, from the saved catalogue, synced first when none is.
struct SearchCommand {
    let screen: TerminalScreen
    let caches: Caches
    let remote: RemoteDrinksLoader
    /// What a filtered search reads: the catalogue, which alone knows every drink's kinds.
    let syncFirst: SyncFirstLoader
    let arguments: ParsedArguments

    private var filters: DrinkFilterOptions { arguments.drinkFilters }

    func run() async -> ExitCode {
        let typedText = arguments.operand(.searchText)
        let presenter: CatalogueSearchPresenter = screen.makePresenter()
        guard typedText != nil || !filters.isEmpty else {
            screen.makeErrorView().display(.error(message: presenter.nothingToSearchMessage))
            return .usage
        }
        let text = typedText.flatMap { typed in
            screen.typed(
                { () throws(TypedTextError) in try CocktailNameValidator.validate(typed) }, emptyMessage: presenter.emptyTextMessage)
        }
        guard typedText == nil || text != nil else { return .usage }
        guard filters.isEmpty, let text else { return await runFiltered(text: text) }
        return await run(text: text)
    }

    private func run(text: String) async -> ExitCode {
        let presenter: CatalogueSearchPresenter = screen.makePresenter()
        let remote = self.remote
        // A list of drinks shows no more than the index holds, so the saved catalogue's drinks are not read.
        let loader = CatalogueFirstLoader(
            index: caches.makeLocalCatalogueIndexLoader(),
            fromIndex: { saved in
                let drinks = CatalogueQuery.search(text, in: saved)
                // Only a miss pays for the names nearest what was typed.
                let closest = drinks.isEmpty ? CatalogueQuery.closestNames(to: text, in: saved.map(\.name)) : []
                return (drinks: drinks, source: CatalogueSource.catalogue, closest: closest)
            },
            remote: {
                let drinks = CatalogueQuery.search(text, in: try await remote.load(.search(name: text)).map(IndexedDrink.init))
                return (drinks: drinks, source: CatalogueSource.remote, closest: [String]())
            }
        )
        let limit = arguments[.limit]
        return await screen.presentList(
            withYours(loader.load, text: text),
            format: arguments.format,
            loadingMessage: presenter.loadingMessage,
            mapper: { presenter.map($0.drinks, source: $0.source, text: text, limit: limit, closest: $0.closest) },
            errorMessage: { presenter.message(for: LookupFailureReason($0)) }
        )
    }

    /// The user's own drinks whose names hold the text among those found, a name of theirs winning; when the catalogue
    /// cannot answer, theirs alone.
    private func withYours(
        _ load: @escaping @Sendable () async throws -> (drinks: [IndexedDrink], source: CatalogueSource, closest: [String]), text: String
    ) -> () async throws -> (drinks: [IndexedDrink], source: CatalogueSource, closest: [String]) {
        let yours = syncFirst.yours
        return {
            let mine = CatalogueQuery.search(text, in: await yours.indexed())
            do {
                let found = try await load()
                guard !mine.isEmpty else { return found }
                return (CatalogueQuery.search(text, in: PreferredDrinks(mine).merged(into: found.drinks)), found.source, [])
            } catch {
                guard !mine.isEmpty else { throw error }
                return (mine, CatalogueSource.catalogue, [])
            }
        }
    }

    private func runFiltered(text: String?) async -> ExitCode {
        let presenter: CatalogueSearchPresenter = screen.makePresenter()
        let filters = filters.inCatalogueWords(screen.localizer)
        let load = syncFirst.load(loadingMessage: presenter.loadingMessage) { drinks in
            let maker = try DrinkFilterMaker(filters, text: text)
            let kept = CatalogueQuery.filter(drinks, by: maker.filter)
            // A value no drink has is the user's slip; values that are all known but never meet list nothing.
            if kept.isEmpty, case let failure = maker.failure(in: drinks), failure.reason != .noDrinkMatches { throw failure }
            return kept
        }
        let limit = arguments[.limit]
        return await screen.presentList(
            load, format: arguments.format, mapper: { presenter.map($0, limit: limit) },
            errorMessage: screen.filteredDrinksErrorMessage, exitCode: ExitCode.ofFilteredDrinks)
    }
}
