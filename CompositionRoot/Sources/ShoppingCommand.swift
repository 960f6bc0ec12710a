import BarFeature
import CommandLineGrammar
import FeedPresentation

/// `dringo shopping [--strict] [--staples on|off]`: what to buy next, by how many more drinks it would make.
///
/// Read as `makeable` reads: the bar, then the knowledge, then the catalogue, synced first when none is saved.
struct ShoppingCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: ShoppingPresenter = context.makePresenter()
        let shopping = context.barDrinksUseCase(SuggestPurchases.init, arguments: arguments)
        let (limit, context) = (arguments[.limit], context)
        return await context.presentBarDrinksList(
            { try await shopping.suggest() }, format: arguments.format, mapper: { presenter.map($0, limit: limit) })
    }
}
