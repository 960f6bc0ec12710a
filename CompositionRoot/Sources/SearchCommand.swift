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
            fromCatalogue: { saved in
                let drinks = CatalogueQuery.search(text, in: saved)
                // Only a miss pays for the names nearest what was typed.
                let closest = drinks.isEmpty ? CatalogueQuery.closestNames(to: text, in: saved.map(\.name)) : []
                return (drinks: drinks, source: CatalogueSource.catalogue, closest: closest)
            },
            remote: {
                let drinks = CatalogueQuery.search(text, in: try await remote.load(.search(name: text)))
                return (drinks: drinks, source: CatalogueSource.remote, closest: [String]())
            }
        )
        let limit = options.limit
        return await context.presentList(
            loader.load,
            format: options.format,
            loadingMessage: presenter.loadingMessage,
            mapper: { presenter.map($0.drinks, source: $0.source, text: text, limit: limit, closest: $0.closest) },
            errorMessage: { presenter.message(for: LookupFailureReason($0)) }
        )
    }
}
