import FeedPresentation

extension CommandDefinition {
    /// `dringo recipe <name-or-id>`: a drink's whole recipe.
    static let recipe = CommandDefinition(
        CommandSyntax("recipe", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings, .picture]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await RecipeCommand(context: context, options: RecipeOptions(arguments)).run() }
        }
    )
}

extension RecipeOptions {
    init(_ arguments: ParsedArguments) {
        self.init(
            nameOrID: arguments.operand(.nameOrID) ?? "", format: arguments.format, amounts: arguments.amounts,
            picture: arguments.isSet(.picture))
    }
}
