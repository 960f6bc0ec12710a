import CatalogueFeature
import FeedPresentation
import NameMatching

/// `dringo recipe <name-or-id>`: one drink's whole recipe, resolved in the saved catalogue, else on TheCocktailDB.
struct RecipeCommand {
    let context: CommandContext
    let options: RecipeOptions

    func run() async -> ExitCode {
        guard let query = context.typed({ () throws(TypedTextError) in try CocktailQuery.parse(options.nameOrID) }) else { return .usage }
        let remote = context.makeRemoteDrinksLoader()
        let loader = CatalogueFirstLoader(
            catalogue: context.makeLocalCatalogueLoader(),
            fromCatalogue: { try CatalogueQuery.resolve(query, in: $0).drink() },
            remote: { try CatalogueQuery.resolve(query, in: try await remote.load(query.catalogueEndpoint)).drink() }
        )
        let presenter: RecipePresenter = context.makePresenter()
        return await RecipePresentation(context: context, format: options.format).run(
            loader.load, loadingMessage: presenter.recipeLoadingMessage, query: query)
    }
}

private extension CocktailQuery {
    /// What `ingredients` would ask TheCocktailDB for the same argument.
    var catalogueEndpoint: CatalogueEndpoint {
        switch self {
        case let .name(name): .search(name: name)
        case let .id(id): .lookup(id: id)
        }
    }
}
