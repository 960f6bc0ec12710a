import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo shopping`: what to buy next for the bar.
    static let shopping = CommandDefinition(
        CommandSyntax("shopping", wording: .bar, options: [.format, .limit, .strict, .staples, .favourites]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await ShoppingCommand(context: context, arguments: arguments).run() }
        }
    )
}
