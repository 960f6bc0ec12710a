import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo makeable`: the drinks the bar can make, or nearly.
    static let makeable = CommandDefinition(
        CommandSyntax("makeable", wording: .bar, options: [.missing, .format, .limit, .strict, .staples, .favourites]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await MakeableCommand(screen: root.screen, barDrinks: root.barDrinks, arguments: arguments).run()
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
