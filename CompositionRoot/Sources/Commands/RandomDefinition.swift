import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo random [filters]`: the recipe of a drink picked at random, among those every filter keeps.
    static let random = CommandDefinition(
        CommandSyntax("random", wording: .commandLine, options: drinkFilters + [.format, .units, .servings, .picture]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await RandomCommand(context: context, arguments: arguments).run() }
        }
    )
}
