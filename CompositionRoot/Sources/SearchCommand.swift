import CatalogueFeature
import FeedPresentation
import FeedTerminalUI
import IngredientsFeature
import NameMatching

/// `dringo search <text>`: the drinks whose name contains the text, from the saved catalogue, else from TheCocktailDB.
struct SearchCommand {
    let context: CommandContext
    let options: SearchOptions

    func run() async -> ExitCode {
        let searchPresenter = CatalogueSearchPresenter(localizer: context.localizer)
        let text: String
        do {
            text = try CocktailNameValidator.validate(options.text)
        } catch {
            let message =
                error == .empty
                ? searchPresenter.emptyTextMessage : IngredientsPresenter(localizer: context.localizer).message(for: error)
            context.makeErrorView().display(.error(message: message))
            return .usage
        }
        let terminal = context.terminal
        switch options.format {
        case .text:
            let view = TextCatalogueSearchView(output: terminal.standardOutput, notices: terminal.standardError, style: context.errorStyle)
            return await search(text, presenter: searchPresenter, into: view)
        case .json:
            return await search(
                text, presenter: searchPresenter,
                into: JSONCatalogueSearchView(output: terminal.standardOutput, notices: terminal.standardError))
        }
    }

    private func search<View: ResourceView>(
        _ text: String,
        presenter searchPresenter: CatalogueSearchPresenter,
        into view: View
    ) async -> ExitCode where View.ResourceViewModel == CatalogueSearchViewModel {
        let limit = options.limit
        let presenter = LoadResourcePresenter<(drinks: [Drink], source: CatalogueSource), View>(
            resourceView: view,
            loadingView: context.makeLoadingView(),
            errorView: context.makeErrorView(),
            loadingMessage: searchPresenter.loadingMessage,
            mapper: { found in
                searchPresenter.map(limit.map { Array(found.drinks.prefix($0)) } ?? found.drinks, source: found.source, text: text)
            },
            errorMessage: { searchPresenter.message(for: CatalogueFailureReason($0)) }
        )
        let remote = context.makeRemoteDrinksLoader()
        let loader = CatalogueFirstLoader(
            catalogue: context.makeLocalCatalogueLoader(),
            fromCatalogue: { (CatalogueQuery.search(text, in: $0), CatalogueSource.catalogue) },
            remote: { (CatalogueQuery.search(text, in: try await remote.load(.search(name: text))), CatalogueSource.remote) }
        )
        return await LoadResourcePresentationAdapter(load: loader.load, presenter: presenter, exitCode: { _ in .couldNotLoad }).run()
    }
}
