import BarFeature
import CommandLineGrammar
import FeedPresentation

/// `dringo makeable [--missing N] [--strict] [--staples on|off]`: the catalogue's drinks the bar can make, or nearly.
///
/// An empty bar, or no favourites with `--favourites`, answers at once. Otherwise the ingredient knowledge is read (unless strict), then the
/// catalogue: without a valid one saved, it is synced first, its messages on stderr so that stdout stays one document.
struct MakeableCommand {
    let screen: Screen
    let barDrinks: BarDrinks
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: MakeablePresenter = screen.makePresenter()
        let makeable = barDrinks.useCase(FindMakeableDrinks.init, arguments: arguments)
        let (allowedMissing, limit) = (arguments[.missing] ?? 0, arguments[.limit])
        let favourites = arguments[.favourites] ? barDrinks.userData.makeFavourites() : nil
        return await barDrinks.present(
            { () async throws -> MakeableAnswer? in
                // No favourites to look through: said as such, before any catalogue is read or synced.
                if let favourites, try await favourites.list().isEmpty { return nil }
                return try await makeable.find(allowedMissing: allowedMissing)
            },
            format: arguments.format,
            mapper: { answer in answer.map { presenter.map($0, allowedMissing: allowedMissing, limit: limit) } ?? presenter.noFavourites })
    }
}
