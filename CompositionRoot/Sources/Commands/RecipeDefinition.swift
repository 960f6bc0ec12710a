import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo recipe <name-or-id>`: a drink's whole recipe.
    static let recipe = CommandDefinition(
        CommandSyntax("recipe", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings, .picture]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await RecipeCommand(
                    screen: root.screen, lookup: root.drinkLookup, presentation: root.recipePresentation(arguments), arguments: arguments
                ).run()
            }
        }
    )
}
