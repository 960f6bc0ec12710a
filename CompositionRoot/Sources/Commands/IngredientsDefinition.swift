import FeedPresentation

extension CommandDefinition {
    /// `dringo ingredients <name-or-id>`: a cocktail's ingredients and measures, from TheCocktailDB.
    static let ingredients = CommandDefinition(
        CommandSyntax("ingredients", wording: .commandLine, operands: [.nameOrID], options: [.format, .units, .servings]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await IngredientsCommand(context: context, options: IngredientsOptions(arguments)).run() }
        }
    )
}

extension IngredientsOptions {
    init(_ arguments: ParsedArguments) {
        self.init(nameOrID: arguments.operand(.nameOrID) ?? "", format: arguments.format, amounts: arguments.amounts)
    }
}
