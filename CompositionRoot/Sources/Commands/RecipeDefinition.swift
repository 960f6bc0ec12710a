import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo recipe <name-or-id>`: a drink's whole recipe.
    static let recipe = CommandDefinition(
        CommandSyntax("recipe", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings, .picture]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await RecipeCommand(context: context, arguments: arguments).run() }
        }
    )
}
