import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo search [<text>] [filters]`: the drinks whose name holds the text and that every filter keeps.
    static let search = CommandDefinition(
        CommandSyntax("search", wording: .commandLine, operands: [.searchText], options: drinkFilters + [.format, .limit]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await SearchCommand(
                    screen: root.screen, caches: root.caches, remote: root.cocktailDB.makeRemoteDrinksLoader(), syncFirst: root.syncFirst,
                    arguments: arguments
                ).run()
            }
        }
    )
}

extension OperandSyntax {
    /// What a drink's name holds; none with filters alone.
    static let searchText = OperandSyntax("search-text", wording: .commandLine, joinsWords: true, isOptional: true)
}
