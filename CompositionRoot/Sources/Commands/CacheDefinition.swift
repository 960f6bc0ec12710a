import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo cache info|validate|clear`: the offline cache, shown, checked or cleared. It is only files, so a
    /// demo without its recorded data still shows and clears it.
    static let cache = CommandDefinition(
        CommandSyntax("cache", wording: .commandLine, subcommands: CacheAction.allCases.map { .subcommand($0.rawValue) }),
        run: { arguments, context in
            switch CacheAction(rawValue: arguments.subcommand ?? "") {
            // Validating is the command itself, so it is not done again on exit.
            case .validate: await CacheCommand(context: context).validate()
            case let action?: await context.validatingCacheOnExit { await CacheCommand(context: context).run(action) }
            // The parser hands over no `cache` without one of its subcommands.
            case nil: .usage
            }
        }
    )
}

enum CacheAction: String, Equatable, CaseIterable {
    case info
    case validate
    case clear
}
