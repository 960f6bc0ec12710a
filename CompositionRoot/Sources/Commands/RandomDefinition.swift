import FeedPresentation

extension CommandDefinition {
    /// `dringo random [filters]`: the recipe of a drink picked at random, among those every filter keeps.
    static let random = CommandDefinition(
        CommandSyntax("random", wording: .commandLine, options: OptionSyntax.drinkFilters + [.format, .units, .servings, .picture]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await RandomCommand(context: context, options: RandomOptions(arguments)).run() }
        }
    )
}

extension RandomOptions {
    init(_ arguments: ParsedArguments) {
        self.init(filters: arguments.drinkFilters, format: arguments.format, amounts: arguments.amounts, picture: arguments.isSet(.picture))
    }
}
