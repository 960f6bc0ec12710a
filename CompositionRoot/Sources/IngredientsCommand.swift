import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import IngredientsFeature
import Measures
import NameMatching

/// `dringo ingredients <name-or-id>`: validate, load from remote, present.
struct IngredientsCommand {
    let screen: TerminalScreen
    let cocktailDB: CocktailDBAccess
    /// Where a name that finds no drink finds the names nearest it.
    let caches: Caches
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        guard let query = screen.cocktailQuery(arguments.operand(.nameOrID) ?? "") else { return .usage }
        let presenter: IngredientsPresenter = screen.makePresenter()
        switch arguments.format {
        case .text:
            return await load(
                query, presenter: presenter, into: TextIngredientsView(output: screen.terminal.standardOutput, style: screen.outputStyle))
        case .json:
            return await load(query, presenter: presenter, into: JSONIngredientsView(output: screen.terminal.standardOutput))
        }
    }

    private func load<View: ResourceView>(
        _ query: CocktailQuery, presenter: IngredientsPresenter, into view: View
    ) async -> ExitCode where View.ResourceViewModel == IngredientsViewModel {
        let loader = RemoteIngredientsLoader(client: cocktailDB.makeHTTPClient(), endpoint: cocktailDB.endpoint)
        let (servings, unit) = (arguments.servings, arguments[.units])
        return await screen.present(
            CatalogueQuery.suggestingNames(for: query, among: caches.makeLocalCatalogueIndexLoader().savedNames) {
                let recipe = try await loader.load(query)
                let ingredients = recipe.ingredients.map { ($0.name, $0.measure) }
                return (recipe, RecipeAmounts.withKnowledge(of: ingredients, instructions: nil, servings: servings))
            }, into: view, loadingMessage: presenter.loadingMessage, mapper: { presenter.map($0.0, amounts: $0.1, unit: unit) },
            errorMessage: { presenter.message(for: LookupFailureReason($0, query: query, command: CommandDefinition.ingredients.name)) },
            exitCode: ExitCode.ofLookup)
    }
}
