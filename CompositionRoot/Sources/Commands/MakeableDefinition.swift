import FeedPresentation

extension CommandDefinition {
    /// `dringo makeable`: the drinks the bar can make, or nearly.
    static let makeable = CommandDefinition(
        CommandSyntax("makeable", wording: .bar, options: [.missing, .format, .limit, .strict, .staples, .favourites]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await MakeableCommand(context: context, options: MakeableOptions(arguments)).run() }
        }
    )
}

extension OptionSyntax {
    /// A drink has at most 15 ingredients, so missing more than 15 allows nothing more.
    fileprivate static let missing = OptionSyntax("--missing", value: .wholeNumber(0...15, placeholder: "N"), wording: .bar)
    /// Literal matching, as dringo matched before it knew ingredients.
    static let strict = OptionSyntax("--strict", wording: .bar)
    /// `off`: the staples (ice, water) are not assumed on hand, as they are by default.
    static let staples = OptionSyntax("--staples", value: .oneOf(["on", "off"]), wording: .bar)
}

extension MakeableOptions {
    init(_ arguments: ParsedArguments) {
        self.init(
            allowedMissing: arguments.number(.missing) ?? 0, format: arguments.format, limit: arguments.number(.limit),
            favouritesOnly: arguments.isSet(.favourites), strict: arguments.isSet(.strict),
            staplesOnHand: arguments.value(of: .staples) != "off")
    }
}
