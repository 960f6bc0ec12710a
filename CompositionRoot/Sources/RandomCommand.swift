import CatalogueFeature
import FeedPresentation
import HTTPCore

/// `dringo random`: the recipe of one drink picked uniformly from the saved catalogue, where only that drink is
/// read, else TheCocktailDB's pick.
struct RandomCommand {
    let context: CommandContext
    let options: RandomOptions

    func run() async -> ExitCode {
        let (saved, remote) = (context.makeLocalDrinkLoader(), context.makeRemoteDrinksLoader())
        let makeGenerator = context.runtime.makeRandomNumberGenerator
        let loader = CatalogueFirstLoader(
            saved: {
                var generator = makeGenerator()
                return try await saved.random(using: &generator)
            },
            answer: { $0 },
            remote: { try Self.one(try await remote.load(.random).first) }
        )
        let presenter: RecipePresenter = context.makePresenter()
        return await RecipePresentation(context: context, format: options.format, amounts: options.amounts, drawsPicture: options.picture)
            .run(
                loader.load, loadingMessage: presenter.randomLoadingMessage)
    }

    /// A random answer with no drink in it is not one the API should give.
    private static func one(_ drink: Drink?) throws -> Drink {
        guard let drink else { throw RemoteLoadError.invalidData }
        return drink
    }
}
