import BarFeature
import CommandLineGrammar
import FeedPresentation

/// `dringo shopping [--strict] [--staples on|off]`: what to buy next, by how many more drinks it would make.
///
/// Read as `makeable` reads: the bar, then the knowledge, then the catalogue, synced first when none is saved.
struct ShoppingCommand {
    let screen: Screen
    let barDrinks: BarDrinks
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: ShoppingPresenter = screen.makePresenter()
        let shopping = barDrinks.useCase(SuggestPurchases.init, arguments: arguments)
        let limit = arguments[.limit]
        return await barDrinks.present(
            { try await shopping.suggest() }, format: arguments.format, mapper: { presenter.map($0, limit: limit) })
    }
}
