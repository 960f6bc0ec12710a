import BarFeature
import FeedPresentation

/// `dringo makeable [--missing N] [--strict] [--staples on|off]`: the catalogue's drinks the bar can make, or nearly.
///
/// An empty bar answers at once. Otherwise the ingredient knowledge is read (unless strict), then the
/// catalogue: without a valid one saved, it is synced first, its messages on stderr so that stdout stays one document.
struct MakeableCommand {
    let context: CommandContext
    let options: MakeableOptions

    func run() async -> ExitCode {
        let presenter: MakeablePresenter = context.makePresenter()
        let makeable = context.barDrinksUseCase(FindMakeableDrinks.init, options: options)
        let (allowedMissing, limit, context) = (options.allowedMissing, options.limit, context)
        return await context.presentBarDrinksList(
            { try await makeable.find(allowedMissing: allowedMissing) }, format: options.format,
            mapper: { presenter.map($0, allowedMissing: allowedMissing, limit: limit) })
    }
}
