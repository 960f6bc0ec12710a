import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo shopping`: what to buy next for the bar.
    static let shopping = CommandDefinition(
        CommandSyntax("shopping", wording: .bar, options: [.format, .limit, .strict, .staples, .favourites]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await ShoppingCommand(screen: root.screen, barDrinks: root.barDrinks, arguments: arguments).run()
            }
        }
    )
}
