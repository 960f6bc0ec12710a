import BarFeature
import CatalogueFeature
import FeedPresentation

/// `dringo bar add|remove|list|clear`: the user's bar, changed and then listed.
struct BarCommand {
    let context: CommandContext
    let options: BarOptions

    func run() async -> ExitCode {
        let presenter: BarPresenter = context.makePresenter()
        let bar = LocalBar(store: context.barStore)
        let dataDirectory = context.configuration.dataDirectory
        let errorMessage: (any Error) -> String = { error in
            if let refused = error as? IngredientNameError { return presenter.message(for: refused) }
            return presenter.message(for: BarFailureReason(error, dataDirectory: dataDirectory))
        }
        let exitCode: (any Error) -> ExitCode = { $0 is IngredientNameError ? .usage : .couldNotLoad }
        let load: () async throws -> [BarIngredient]
        switch options.action {
        case let .add(names):
            load = {
                let ingredients = try await bar.add(names)
                await warnAboutIngredientsNoDrinkUses(names, presenter: presenter)
                return ingredients
            }
        case let .remove(names):
            load = { try await bar.remove(names) }
        case .list:
            load = bar.list
        case .clear:
            // Said in words, whatever the format: there is no list left to show.
            return await context.present(
                bar.clear, into: context.makeTextListView(), mapper: { _ in presenter.cleared }, errorMessage: errorMessage,
                exitCode: exitCode)
        }
        return await context.presentList(
            load, format: options.format, mapper: presenter.map, errorMessage: errorMessage, exitCode: exitCode)
    }

    /// Only a valid saved catalogue knows which ingredients exist; without one nothing is said,
    /// and nothing is downloaded for it.
    private func warnAboutIngredientsNoDrinkUses(_ names: [String], presenter: BarPresenter) async {
        guard let drinks = try? await context.makeLocalCatalogueLoader().loadValidCatalogue()?.drinks, !drinks.isEmpty else { return }
        let known = KnownIngredients(drinks.map(MakeableCandidate.init), knowledge: try? IngredientKnowledge.bundled())
        for ingredient in known.unknown(among: names) {
            context.warn(presenter.unknownIngredientWarning(ingredient.name, suggestion: known.suggestion(for: ingredient)))
        }
    }
}
