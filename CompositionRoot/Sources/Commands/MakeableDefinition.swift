import BarFeature
import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo makeable [--missing N] [--strict] [--staples on|off]`: the catalogue's drinks the bar can make, or nearly.
    ///
    /// An empty bar, or no favourites with `--favourites`, answers at once. Otherwise the ingredient knowledge is read
    /// (unless strict), then the catalogue, synced first when none is saved.
    static let makeable = CommandDefinition(
        CommandSyntax("makeable", wording: .bar, options: [.missing, .format, .limit, .strict, .staples, .favourites]),
        run: { arguments, root in
            let (barDrinks, presenter): (BarDrinks, MakeablePresenter) = (root.barDrinks, root.screen.makePresenter())
            let makeable = barDrinks.useCase(FindMakeableDrinks.init, arguments: arguments)
            let (allowedMissing, limit) = (arguments[.missing] ?? 0, arguments[.limit])
            let favourites = arguments[.favourites] ? root.userData.makeFavourites() : nil
            return await root.validatingCacheOnExit {
                await barDrinks.present(
                    { () async throws -> MakeableAnswer? in
                        // No favourites to look through: said as such, before any catalogue is read or synced.
                        if let favourites, try await favourites.list().isEmpty { return nil }
                        return try await makeable.find(allowedMissing: allowedMissing)
                    },
                    format: arguments.format,
                    mapper: { answer in
                        answer.map { presenter.map($0, allowedMissing: allowedMissing, limit: limit) } ?? presenter.noFavourites
                    })
            }
        }
    )
}

extension OptionDeclaration where Self == Option<Int> {
    /// A drink has at most 15 ingredients, so missing more than 15 allows nothing more.
    static var missing: Self { Option("--missing", in: 0...15, wording: .bar) }
}

/// `--staples off`: the staples (ice, water) are not assumed on hand, as they are by default.
enum StaplesSetting: String, CaseIterable, Sendable {
    case on
    case off
}

extension OptionDeclaration where Self == Option<StaplesSetting> {
    static var staples: Self { Option("--staples", wording: .bar) }
}

extension ParsedArguments {
    /// Whether the staples are taken to be on hand: unless `--staples off`.
    var staplesOnHand: Bool {
        self[.staples] != .off
    }
}
