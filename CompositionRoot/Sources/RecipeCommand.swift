import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import NameMatching

/// `dringo recipe <name-or-id>`: one drink's whole recipe, resolved in the saved catalogue, else on TheCocktailDB.
struct RecipeCommand {
    let screen: Screen
    let lookup: DrinkLookup
    let presentation: RecipePresentation
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        guard let query = screen.cocktailQuery(arguments.operand(.nameOrID) ?? "") else { return .usage }
        let presenter: RecipePresenter = screen.makePresenter()
        return await presentation.run(lookup.load(query), loadingMessage: presenter.recipeLoadingMessage, query: query)
    }
}
