import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo recipe <name-or-id>`: one drink's whole recipe, resolved in the saved catalogue, else on TheCocktailDB.
    static let recipe = CommandDefinition(
        CommandSyntax("recipe", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings, .picture]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                guard let query = root.screen.cocktailQuery(arguments.operand(.nameOrID) ?? "") else { return .usage }
                let presenter: RecipePresenter = root.screen.makePresenter()
                return await root.recipePresentation(arguments)
                    .run(root.drinkLookup.load(query), loadingMessage: presenter.recipeLoadingMessage, query: query)
            }
        }
    )
}
