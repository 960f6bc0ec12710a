import FeedPresentation

extension CommandDefinition {
    /// `dringo feed`: the cocktail list, from TheCocktailDB or, offline, from the saved list.
    static let feed = CommandDefinition(
        CommandSyntax("feed", wording: .commandLine, options: [.offline, .format, .limit]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await FeedCommand(context: context, options: FeedOptions(arguments)).run() }
        }
    )
}

extension OptionSyntax {
    fileprivate static let offline = OptionSyntax("--offline", wording: .commandLine)
}

extension FeedOptions {
    init(_ arguments: ParsedArguments) {
        self.init(offline: arguments.isSet(.offline), format: arguments.format, limit: arguments.number(.limit))
    }
}
