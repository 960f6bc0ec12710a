import BarFeature
import FeedPresentation

/// `dringo shopping [--strict] [--staples on|off]`: what to buy next, by how many more drinks it would make.
///
/// Read as `makeable` reads: the bar, then the knowledge, then the catalogue, synced first when none is saved.
struct ShoppingCommand {
    let context: CommandContext
    let options: ShoppingOptions

    func run() async -> ExitCode {
        let presenter: ShoppingPresenter = context.makePresenter()
        let shopping = SuggestPurchases(
            bar: LocalBar(store: context.barStore), drinks: context.barDrinks(favouritesOnly: options.favouritesOnly),
            matching: context.ingredientMatching(strict: options.strict, staplesOnHand: options.staplesOnHand))
        let (limit, context) = (options.limit, context)
        return await context.presentList(
            { try await shopping.suggest() },
            format: options.format,
            mapper: { presenter.map($0, limit: limit) },
            errorMessage: context.barDrinksErrorMessage,
            exitCode: { ($0 as? SyncCommandFailure)?.exitCode ?? .couldNotLoad }
        )
    }
}
