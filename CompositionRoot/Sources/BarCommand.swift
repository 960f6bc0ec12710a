import BarFeature
import CatalogueFeature
import FeedPresentation
import FeedTerminalUI
import UserDataInfra

/// `dringo bar add|remove|list|clear`: the user's bar, changed and then listed; and
/// `bar substitute|unsubstitute|substitutes`: the user's substitutes, changed and then listed.
struct BarCommand {
    let screen: TerminalScreen
    let userData: UserData
    /// Where the saved catalogue tells which ingredients no drink uses.
    let caches: Caches
    let action: BarAction
    let format: OutputFormat

    func run() async -> ExitCode {
        let presenter: BarPresenter = screen.makePresenter()
        let bar = userData.makeBar()
        let dataDirectory = userData.directory
        let errorMessage: (any Error) -> String = { error in
            if let refused = error as? IngredientNameError { return presenter.message(for: refused) }
            return presenter.message(for: UserDataFailureReason(error, dataDirectory: dataDirectory))
        }
        let exitCode: (any Error) -> ExitCode = { $0 is IngredientNameError ? .usage : .couldNotLoad }
        let load: () async throws -> [BarIngredient]
        // An ingredient typed in the language ("Limettensaft") is kept as TheCocktailDB names it ("Lime juice").
        let english = { (names: [String]) in names.map { screen.localizer.englishIngredientName(ofTyped: $0) ?? $0 } }
        switch action {
        case let .add(typed):
            let names = english(typed)
            load = {
                let ingredients = try await bar.add(names)
                await warnAboutIngredientsNoDrinkUses(names, presenter: presenter)
                return ingredients
            }
        case let .remove(typed):
            let names = english(typed)
            load = { try await bar.remove(names) }
        case .list:
            load = bar.list
        case let .substitutes(action):
            return await run(action)
        case .clear:
            // The empty bar, its note on stderr as every note of the bar is.
            return await screen.presentList(
                bar.clear, format: format, mapper: { _ in presenter.cleared }, errorMessage: errorMessage, exitCode: exitCode)
        }
        return await screen.presentList(
            load, format: format, mapper: presenter.map, errorMessage: errorMessage, exitCode: exitCode)
    }

    /// A refused name or pair is a usage error, exit 2; a file that cannot be read or saved, exit 1.
    private func run(_ action: SubstitutesAction) async -> ExitCode {
        let presenter: SubstitutesPresenter = screen.makePresenter()
        let substitutes = userData.makeSubstitutes()
        let dataDirectory = userData.directory
        let load: () async throws -> [IngredientSubstitute]
        var added: IngredientSubstitute?
        // A name typed in the language ("Limettensaft") is kept as TheCocktailDB names it ("Lime juice").
        let english = { (typed: String) in screen.localizer.englishIngredientName(ofTyped: typed) ?? typed }
        switch action {
        case let .add(typedHave, typedWanted):
            let (have, wanted) = (english(typedHave), english(typedWanted))
            load = { try await substitutes.add(have, for: wanted) }
            added = IngredientSubstitute(have, for: wanted)
        case let .remove(typedHave, typedWanted):
            let (have, wanted) = (english(typedHave), english(typedWanted))
            load = { try await substitutes.remove(have, for: wanted) }
        case .list:
            load = substitutes.list
        }
        return await screen.presentList(
            load, format: format,
            // The confirmation names the substitute as it is kept: its first spelling.
            mapper: { [added] list in presenter.map(list, added: added.flatMap { $0.spelled(as: list) }) },
            errorMessage: { error in
                switch error {
                case let refused as IngredientNameError: presenter.message(for: refused)
                case let refused as SameIngredientSubstituteError: presenter.message(for: refused)
                default: presenter.message(for: UserDataFailureReason(error, dataDirectory: dataDirectory))
                }
            },
            exitCode: { $0 is IngredientNameError || $0 is SameIngredientSubstituteError ? .usage : .couldNotLoad })
    }

    /// Only a valid saved catalogue knows which ingredients exist; without one nothing is said,
    /// and nothing is downloaded for it.
    private func warnAboutIngredientsNoDrinkUses(_ names: [String], presenter: BarPresenter) async {
        guard let drinks = await caches.savedIndexedDrinks(), !drinks.isEmpty else { return }
        let known = KnownIngredients(drinks.map(MakeableCandidate.init), knowledge: try? IngredientKnowledge.shipped())
        for ingredient in known.unknown(among: names) {
            screen.warn(
                presenter.unknownIngredientWarning(ingredient.name, suggestion: known.suggestion(for: ingredient, in: screen.localizer)))
        }
    }
}

private extension IngredientSubstitute {
    /// This substitute as `substitutes` spell it, compared as the bar compares names.
    func spelled(as substitutes: [IngredientSubstitute]) -> IngredientSubstitute? {
        let key = (BarIngredient.key(for: have), BarIngredient.key(for: wanted))
        return substitutes.first { (BarIngredient.key(for: $0.have), BarIngredient.key(for: $0.wanted)) == key }
    }
}
