import FeedPresentation

extension CommandDefinition {
    /// `dringo shopping`: what to buy next for the bar.
    static let shopping = CommandDefinition(
        CommandSyntax("shopping", wording: .bar, options: [.format, .limit, .strict, .staples, .favourites]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await ShoppingCommand(context: context, options: ShoppingOptions(arguments)).run() }
        }
    )
}

/// `dringo shopping`'s options.
struct ShoppingOptions: Equatable {
    var format = OutputFormat.text
    var limit: Int?
    /// Literal matching, without the ingredient knowledge.
    var strict = false
    var staplesOnHand = true
    /// `--favourites`: only the user's favourite drinks count.
    var favouritesOnly = false
}

extension ShoppingOptions {
    init(_ arguments: ParsedArguments) {
        self.init(
            format: arguments.format, limit: arguments.number(.limit), strict: arguments.isSet(.strict),
            staplesOnHand: arguments.value(of: .staples) != "off", favouritesOnly: arguments.isSet(.favourites))
    }
}
