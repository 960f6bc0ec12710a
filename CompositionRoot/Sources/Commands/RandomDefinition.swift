import FeedPresentation

extension CommandDefinition {
    /// `dringo random`: the recipe of a drink picked at random.
    static let random = CommandDefinition(
        CommandSyntax("random", wording: .commandLine, options: [.format, .units, .servings, .picture]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await RandomCommand(context: context, options: RandomOptions(arguments)).run() }
        }
    )
}

extension RandomOptions {
    init(_ arguments: ParsedArguments) {
        self.init(format: arguments.format, amounts: arguments.amounts, picture: arguments.isSet(.picture))
    }
}
