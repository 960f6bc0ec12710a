import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo feed`: the cocktail list, from TheCocktailDB or, offline, from the saved list.
    static let feed = CommandDefinition(
        CommandSyntax("feed", wording: .commandLine, options: [.offline, .format, .limit]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await FeedCommand(
                    screen: root.screen, localFeed: root.caches.makeLocalFeedLoader(), cocktailDB: root.cocktailDB,
                    currentDate: root.runtime.currentDate, arguments: arguments
                ).run()
            }
        }
    )
}

extension OptionDeclaration where Self == Flag {
    /// Only the list saved in the last 7 days, with no request.
    static var offline: Self { Flag("--offline", wording: .commandLine) }
}
