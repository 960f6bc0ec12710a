import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import HTTPCore

/// `dringo random [filters]`: the recipe of one drink picked uniformly from the saved catalogue, where only that drink
/// is read, else TheCocktailDB's pick. With a filter, among the drinks every condition keeps, from the saved catalogue,
/// synced first when none is. The user's own drinks are among those picked from, each as likely as a catalogue drink.
struct RandomCommand {
    let screen: TerminalScreen
    let caches: Caches
    let remote: RemoteDrinksLoader
    /// What a filtered pick reads: the catalogue, which alone knows every drink's kinds.
    let syncFirst: SyncFirstLoader
    let makeRandomNumberGenerator: @Sendable () -> any RandomNumberGenerator
    let presentation: RecipePresentation
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: RecipePresenter = screen.makePresenter()
        guard arguments.drinkFilters.isEmpty else {
            let filters = arguments.drinkFilters.inCatalogueWords(screen.localizer)
            return await presentation.run(
                withYours(matching: filters, filteredLoad()), loadingMessage: nil, failure: screen.filteredDrinksErrorMessage)
        }
        let (saved, remote) = (caches.makeLocalDrinkLoader(), remote)
        let makeGenerator = makeRandomNumberGenerator
        let loader = CatalogueFirstLoader(
            saved: {
                var generator = makeGenerator()
                return try await saved.random(using: &generator)
            },
            answer: { $0 },
            remote: { try Self.one(try await remote.load(.random).first) }
        )
        return await presentation.run(withYours(loader.load), loadingMessage: presenter.randomLoadingMessage)
    }

    /// One of the user's drinks (those the filters keep), as likely as any of the saved catalogue's, else the
    /// catalogue's pick. Only a user with drinks of their own pays for counting the catalogue's.
    private func withYours(
        matching filters: DrinkFilterOptions? = nil, _ load: @escaping @Sendable () async throws -> Drink
    ) -> @Sendable () async throws -> Drink {
        let (yours, caches, makeGenerator) = (syncFirst.yours, caches, makeRandomNumberGenerator)
        return {
            let mine = await yours.drinks()
            guard !mine.isEmpty else { return try await load() }
            let filter = try filters.map { try DrinkFilterMaker($0, text: nil).filter }
            let kept = { (drinks: [IndexedDrink]) in filter.map { CatalogueQuery.filter(drinks, by: $0) } ?? drinks }
            let candidates = mine.filter { !kept([IndexedDrink($0)]).isEmpty }
            guard !candidates.isEmpty else { return try await load() }
            let catalogueCount = await caches.savedIndexedDrinks().map { kept($0).count } ?? 0
            var generator = makeGenerator()
            let pick = Int.random(in: 0..<(candidates.count + catalogueCount), using: &generator)
            return pick < candidates.count ? candidates[pick] : try await load()
        }
    }

    /// The pick among the drinks the filters keep: a value no drink has is a usage error, and no drink kept is none found.
    private func filteredLoad() -> @Sendable () async throws -> Drink {
        let (saved, filters) = (caches.makeLocalDrinkLoader(), arguments.drinkFilters.inCatalogueWords(screen.localizer))
        let makeGenerator = makeRandomNumberGenerator
        let presenter: RecipePresenter = screen.makePresenter()
        return syncFirst.load(loadingMessage: presenter.randomLoadingMessage) { syncFirst in
            CatalogueFirstLoader(
                saved: { () async throws -> Result<FilteredPick, DrinkFilterFailure>? in
                    var generator = makeGenerator()
                    // Returned, not thrown: what a saved catalogue's read throws counts as no catalogue.
                    do {
                        return try await saved.random(
                            matching: { try DrinkFilterMaker(filters, text: nil).checked(against: $0) }, using: &generator
                        ).map { .success($0) }
                    } catch let failure as DrinkFilterFailure {
                        return .failure(failure)
                    }
                },
                answer: { try Self.drink(try $0.get()) },
                remote: {
                    let drinks = try await syncFirst()
                    let filter = try DrinkFilterMaker(filters, text: nil).checked(against: drinks.map(IndexedDrink.init))
                    var generator = makeGenerator()
                    return try Self.drink(CatalogueQuery.random(in: drinks, matching: filter, using: &generator))
                })
        }
    }

    private static func drink(_ pick: FilteredPick) throws -> Drink {
        switch pick {
        case let .picked(drink): drink
        case .noneMatched: throw DrinkFilterFailure(reason: .noDrinkMatches)
        }
    }

    /// A random answer with no drink in it is not one the API should give.
    private static func one(_ drink: Drink?) throws -> Drink {
        guard let drink else { throw RemoteLoadError.invalidData }
        return drink
    }
}
