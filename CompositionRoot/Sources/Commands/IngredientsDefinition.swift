import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo ingredients <name-or-id>`: a cocktail's ingredients and measures, from TheCocktailDB.
    static let ingredients = CommandDefinition(
        CommandSyntax("ingredients", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await IngredientsCommand(context: context, arguments: arguments).run() }
        }
    )
}
