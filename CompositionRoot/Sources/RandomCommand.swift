import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import HTTPCore

/// `dringo random [filters]`: the recipe of one drink picked uniformly from the saved catalogue, where only that drink
/// is read, else TheCocktailDB's pick. With a filter, among the drinks every condition keeps, from the saved catalogue,
/// synced first when none is.
struct RandomCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: RecipePresenter = context.makePresenter()
        let recipe = RecipePresentation(context: context, arguments: arguments)
        guard arguments.drinkFilters.isEmpty else {
            return await recipe.run(filteredLoad(), loadingMessage: nil, failure: context.filteredDrinksErrorMessage)
        }
        let (saved, remote) = (context.makeLocalDrinkLoader(), context.makeRemoteDrinksLoader())
        let makeGenerator = context.runtime.makeRandomNumberGenerator
        let loader = CatalogueFirstLoader(
            saved: {
                var generator = makeGenerator()
                return try await saved.random(using: &generator)
            },
            answer: { $0 },
            remote: { try Self.one(try await remote.load(.random).first) }
        )
        return await recipe.run(loader.load, loadingMessage: presenter.randomLoadingMessage)
    }

    /// The pick among the drinks the filters keep: a value no drink has is a usage error, and no drink kept is none found.
    private func filteredLoad() -> @Sendable () async throws -> Drink {
        let (saved, filters) = (context.makeLocalDrinkLoader(), arguments.drinkFilters.inCatalogueWords(context.localizer))
        let makeGenerator = context.runtime.makeRandomNumberGenerator
        let presenter: RecipePresenter = context.makePresenter()
        return context.fromCatalogueOrSync(loadingMessage: presenter.randomLoadingMessage) { syncFirst in
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
