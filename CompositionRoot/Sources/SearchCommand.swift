import CatalogueFeature
import FeedPresentation
import NameMatching

/// `dringo search <text>`: the drinks whose name contains the text, from the saved catalogue, else from TheCocktailDB.
struct SearchCommand {
    let context: CommandContext
    let options: SearchOptions

    func run() async -> ExitCode {
        let presenter: CatalogueSearchPresenter = context.makePresenter()
        guard
            let text = context.typed(
                { () throws(TypedTextError) in try CocktailNameValidator.validate(options.text) }, emptyMessage: presenter.emptyTextMessage)
        else { return .usage }
        let remote = context.makeRemoteDrinksLoader()
        let loader = CatalogueFirstLoader(
            catalogue: context.makeLocalCatalogueLoader(),
            fromCatalogue: { (drinks: CatalogueQuery.search(text, in: $0), source: CatalogueSource.catalogue) },
            remote: {
                (drinks: CatalogueQuery.search(text, in: try await remote.load(.search(name: text))), source: CatalogueSource.remote)
            }
        )
        let limit = options.limit
        return await context.presentList(
            loader.load,
            format: options.format,
            loadingMessage: presenter.loadingMessage,
            mapper: { presenter.map($0.drinks, source: $0.source, text: text, limit: limit) },
            errorMessage: { presenter.message(for: LookupFailureReason($0)) }
        )
    }
}
