import BarFeature
import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo shopping [--strict] [--staples on|off]`: what to buy next, by how many more drinks it would make, read
    /// as `makeable` reads: the bar, then the knowledge, then the catalogue, synced first when none is saved.
    static let shopping = CommandDefinition(
        CommandSyntax("shopping", wording: .bar, options: [.format, .limit, .strict, .staples, .favourites]),
        run: { arguments, root in
            let (presenter, limit): (ShoppingPresenter, Int?) = (root.screen.makePresenter(), arguments[.limit])
            let shopping = root.barDrinks.useCase(SuggestPurchases.init, arguments: arguments)
            return await root.validatingCacheOnExit {
                await root.barDrinks.present(
                    { try await shopping.suggest() }, format: arguments.format, mapper: { presenter.map($0, limit: limit) })
            }
        }
    )
}
