import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import NameMatching

/// `dringo recipe <name-or-id>`: one drink's whole recipe, resolved in the saved catalogue, else on TheCocktailDB.
struct RecipeCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        guard let query = context.cocktailQuery(arguments.operand(.nameOrID) ?? "") else { return .usage }
        let loader = context.makeDrinkLookup(query)
        let presenter: RecipePresenter = context.makePresenter()
        return await RecipePresentation(context: context, arguments: arguments)
            .run(context.suggestingDrinkNames(for: query, loader.load), loadingMessage: presenter.recipeLoadingMessage, query: query)
    }
}
