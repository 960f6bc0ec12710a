import BarFeature
import CatalogueFeature
import FeedPresentation
import FeedTerminalUI

/// `dringo bar add|remove|list|clear`: the user's bar, changed and then listed.
struct BarCommand {
    let context: CommandContext
    let options: BarOptions

    func run() async -> ExitCode {
        let presenter = BarPresenter(localizer: context.localizer)
        let bar = LocalBar(store: context.barStore)
        let ingredients: [BarIngredient]
        do {
            switch options.action {
            case let .add(names):
                ingredients = try await bar.add(names)
                await warnAboutIngredientsNoDrinkUses(names, presenter: presenter)
            case let .remove(names):
                ingredients = try await bar.remove(names)
            case .list:
                ingredients = try await bar.list()
            case .clear:
                _ = try await bar.clear()
                context.terminal.standardOutput.write(TerminalSanitizer.sanitize(presenter.clearedMessage) + "\n")
                return .success
            }
        } catch is CancellationError {
            return .cancelled
        } catch let refused as IngredientNameError {
            context.makeErrorView().display(.error(message: presenter.message(for: refused)))
            return .usage
        } catch {
            let reason = BarFailureReason(error, dataDirectory: context.configuration.dataDirectory)
            context.makeErrorView().display(.error(message: presenter.message(for: reason)))
            return .couldNotLoad
        }
        display(presenter.map(ingredients))
        return .success
    }

    private func display(_ viewModel: BarViewModel) {
        let terminal = context.terminal
        switch options.format {
        case .text:
            TextBarView(output: terminal.standardOutput, notices: terminal.standardError, style: context.errorStyle).display(viewModel)
        case .json:
            JSONBarView(output: terminal.standardOutput, notices: terminal.standardError).display(viewModel)
        }
    }

    /// Only a valid saved catalogue knows which ingredients exist; without one nothing is said,
    /// and nothing is downloaded for it.
    private func warnAboutIngredientsNoDrinkUses(_ names: [String], presenter: BarPresenter) async {
        guard let drinks = try? await context.makeLocalCatalogueLoader().loadValidCatalogue()?.drinks, !drinks.isEmpty else { return }
        for unknown in KnownIngredients(drinks.map(MakeableCandidate.init)).unknown(among: names) {
            context.warn(presenter.unknownIngredientWarning(unknown.name, suggestion: unknown.suggestion))
        }
    }
}
