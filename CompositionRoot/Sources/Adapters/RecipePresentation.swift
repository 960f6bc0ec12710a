import CatalogueFeature
import CommandLineGrammar
import FavouritesFeature
import FeedPresentation
import FeedTerminalUI
import Measures
import NameMatching

/// What `recipe` and `random` share once they know how to find their drink: the chosen view,
/// the presenter, the amounts and strength, the user's rating and note when the drink is a favourite,
/// the photo drawn above the text when asked for, and the exit codes.
struct RecipePresentation {
    let screen: TerminalScreen
    /// The user's favourite of the drink, if it is one.
    let favourite: @Sendable (_ drinkID: Int) async -> Favourite?
    /// `--picture`: the drink's photo drawn above a text recipe, when there is a protocol to draw it in; JSON ignores
    /// it, so that its output stays one JSON document.
    let photo: DrinkPhotoDrawing?
    let format: OutputFormat
    let unit: VolumeUnit?
    let servings: Int
    /// Where one of the user's drinks finds its own strengths.
    var yours = YourDrinks.none

    init(
        screen: TerminalScreen, favourite: @escaping @Sendable (_ drinkID: Int) async -> Favourite?, photo: DrinkPhotoDrawing?,
        arguments: ParsedArguments
    ) {
        self.screen = screen
        self.favourite = favourite
        self.photo = arguments[.picture] ? photo : nil
        format = arguments.format
        unit = arguments[.units]
        servings = arguments.servings
    }

    /// - Parameters:
    ///   - loadingMessage: nil when the load shows its own indicator.
    ///   - query: the name or id asked for, which a failed lookup names.
    ///   - failure: what a failed load says, when not what a failed lookup says; nil from it says nothing.
    func run(
        _ load: @escaping () async throws -> Drink, loadingMessage: String?, query: CocktailQuery? = nil,
        failure: ((any Error) -> String?)? = nil
    ) async -> ExitCode {
        let presenter: RecipePresenter = screen.makePresenter()
        let errorMessage =
            failure ?? { presenter.message(for: LookupFailureReason($0, query: query, command: CommandDefinition.recipe.name)) }
        switch format {
        case .text:
            let terminal = screen.terminal
            return await run(
                load, loadingMessage: loadingMessage, errorMessage: errorMessage,
                into: TextRecipeView(
                    output: terminal.standardOutput, notices: terminal.standardError, width: terminal.width ?? 80,
                    style: screen.outputStyle),
                photo: photo)
        case .json:
            return await run(
                load, loadingMessage: loadingMessage, errorMessage: errorMessage,
                into: JSONRecipeView(output: screen.terminal.standardOutput), photo: nil)
        }
    }

    private func run<View: ResourceView>(
        _ load: @escaping () async throws -> Drink,
        loadingMessage: String?,
        errorMessage: @escaping (any Error) -> String?,
        into view: View,
        photo: DrinkPhotoDrawing?
    ) async -> ExitCode where View.ResourceViewModel == RecipeViewModel {
        let presenter: RecipePresenter = screen.makePresenter()
        let (servings, unit, favourite, yours) = (self.servings, self.unit, self.favourite, self.yours)
        return await screen.present(
            {
                let drink = try await load()
                let house = DrinkSource(drinkID: drink.id) == .yours ? await yours.read().first { $0.id == drink.id } : nil
                let amounts =
                    house.map { RecipeAmounts.ofYours($0, servings: servings) }
                    ?? RecipeAmounts.withKnowledge(
                        of: drink.ingredients.map { ($0.name, $0.measure) }, instructions: drink.instructions, servings: servings)
                let served = ServedRecipe(drink: drink, amounts: amounts, favourite: await favourite(drink.id))
                return Pictured(drawing: try await photo?.drawing(of: drink), content: served)
            }, into: PicturedView(output: screen.terminal.standardOutput, base: view), loadingMessage: loadingMessage,
            mapper: {
                Pictured(
                    drawing: $0.drawing,
                    content: presenter.map($0.content.drink, amounts: $0.content.amounts, unit: unit, favourite: $0.content.favourite))
            },
            errorMessage: errorMessage,
            exitCode: { ExitCode.ofLookup($0) == .notFound ? .notFound : ExitCode.ofFilteredDrinks($0) })
    }
}
