import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo random [filters]`: the recipe of a drink picked at random, among those every filter keeps.
    static let random = CommandDefinition(
        CommandSyntax("random", wording: .commandLine, options: drinkFilters + [.format, .units, .servings, .picture]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await RandomCommand(
                    screen: root.screen, caches: root.caches, remote: root.cocktailDB.makeRemoteDrinksLoader(), syncFirst: root.syncFirst,
                    makeRandomNumberGenerator: root.runtime.makeRandomNumberGenerator, presentation: root.recipePresentation(arguments),
                    arguments: arguments
                ).run()
            }
        }
    )
}
