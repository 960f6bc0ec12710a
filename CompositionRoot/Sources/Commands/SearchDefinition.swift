import FeedPresentation

extension CommandDefinition {
    /// `dringo search <text>`: the drinks whose name holds the text.
    static let search = CommandDefinition(
        CommandSyntax("search", wording: .commandLine, operands: [.searchText], options: [.format, .limit]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await SearchCommand(context: context, options: SearchOptions(arguments)).run() }
        }
    )
}

extension OperandSyntax {
    fileprivate static let searchText = OperandSyntax("search-text", wording: .commandLine, joinsWords: true)
}

extension SearchOptions {
    init(_ arguments: ParsedArguments) {
        self.init(text: arguments.operand(.searchText) ?? "", format: arguments.format, limit: arguments.number(.limit))
    }
}
