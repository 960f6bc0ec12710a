import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo ingredients <name-or-id>`: a cocktail's ingredients and measures, from TheCocktailDB.
    static let ingredients = CommandDefinition(
        CommandSyntax("ingredients", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await IngredientsCommand(screen: root.screen, cocktailDB: root.cocktailDB, caches: root.caches, arguments: arguments).run()
            }
        }
    )
}
