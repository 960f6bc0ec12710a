import FeedPresentation

extension CommandDefinition {
    /// `dringo search [<text>] [filters]`: the drinks whose name holds the text and that every filter keeps.
    static let search = CommandDefinition(
        CommandSyntax(
            "search", wording: .commandLine, operands: [.searchText], options: OptionSyntax.drinkFilters + [.format, .limit]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await SearchCommand(context: context, options: SearchOptions(arguments)).run() }
        }
    )
}

extension OperandSyntax {
    fileprivate static let searchText = OperandSyntax("search-text", wording: .commandLine, joinsWords: true, isOptional: true)
}

extension SearchOptions {
    init(_ arguments: ParsedArguments) {
        self.init(
            text: arguments.operand(.searchText), filters: arguments.drinkFilters, format: arguments.format,
            limit: arguments.number(.limit))
    }
}
