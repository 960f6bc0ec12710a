import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import IngredientsFeature
import NameMatching

/// `dringo ingredients <name-or-id>`: validate, load from remote, present.
struct IngredientsCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        guard let query = context.cocktailQuery(arguments.operand(.nameOrID) ?? "") else { return .usage }
        let presenter: IngredientsPresenter = context.makePresenter()
        switch arguments.format {
        case .text:
            return await load(
                query, presenter: presenter, into: TextIngredientsView(output: context.terminal.standardOutput, style: context.outputStyle))
        case .json:
            return await load(query, presenter: presenter, into: JSONIngredientsView(output: context.terminal.standardOutput))
        }
    }

    private func load<View: ResourceView>(
        _ query: CocktailQuery, presenter: IngredientsPresenter, into view: View
    ) async -> ExitCode where View.ResourceViewModel == IngredientsViewModel {
        let loader = RemoteIngredientsLoader(client: context.makeHTTPClient(), endpoint: context.configuration.endpoint)
        let context = self.context
        let (servings, unit) = (arguments.servings, arguments[.units])
        return await context.present(
            context.suggestingDrinkNames(for: query) {
                let recipe = try await loader.load(query)
                let ingredients = recipe.ingredients.map { ($0.name, $0.measure) }
                return (recipe, context.amounts(of: ingredients, instructions: nil, servings: servings))
            }, into: view, loadingMessage: presenter.loadingMessage, mapper: { presenter.map($0.0, amounts: $0.1, unit: unit) },
            errorMessage: { presenter.message(for: LookupFailureReason($0, query: query, command: CommandDefinition.ingredients.name)) },
            exitCode: ExitCode.ofLookup)
    }
}
