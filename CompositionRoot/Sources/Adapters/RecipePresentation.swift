import CatalogueFeature
import FeedPresentation
import FeedTerminalUI
import NameMatching

/// What `recipe` and `random` share once they know how to find their drink: the chosen view,
/// the presenter, and the exit codes.
struct RecipePresentation {
    let context: CommandContext
    let format: OutputFormat

    /// - Parameter query: the name or id asked for, which a failed lookup names.
    func run(_ load: @escaping () async throws -> Drink, loadingMessage: String, query: CocktailQuery? = nil) async -> ExitCode {
        switch format {
        case .text:
            let view = TextRecipeView(
                output: context.terminal.standardOutput, width: context.terminal.width ?? 80, style: context.outputStyle)
            return await run(load, loadingMessage: loadingMessage, query: query, into: view)
        case .json:
            return await run(
                load, loadingMessage: loadingMessage, query: query, into: JSONRecipeView(output: context.terminal.standardOutput))
        }
    }

    private func run<View: ResourceView>(
        _ load: @escaping () async throws -> Drink,
        loadingMessage: String,
        query: CocktailQuery?,
        into view: View
    ) async -> ExitCode where View.ResourceViewModel == RecipeViewModel {
        let recipePresenter = RecipePresenter(localizer: context.localizer, database: context.cocktailDatabase)
        let presenter = LoadResourcePresenter<Drink, View>(
            resourceView: view,
            loadingView: context.makeLoadingView(),
            errorView: context.makeErrorView(),
            loadingMessage: loadingMessage,
            mapper: recipePresenter.map,
            errorMessage: { recipePresenter.message(for: CatalogueFailureReason($0, query: query)) }
        )
        return await LoadResourcePresentationAdapter(
            load: load,
            presenter: presenter,
            exitCode: { $0 is CocktailLookupError ? .notFound : .couldNotLoad }
        ).run()
    }
}
