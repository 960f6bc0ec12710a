import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo cache info|validate|clear`: the offline cache, shown, checked or cleared. It is only files, so a
    /// demo without its recorded data still shows and clears it.
    static let cache = CommandDefinition(
        CommandSyntax("cache", wording: .commandLine, subcommands: CacheAction.allCases.map { .subcommand($0.rawValue) }),
        run: { arguments, root in
            let cache = CacheCommand(screen: root.screen, caches: root.caches)
            switch CacheAction(rawValue: arguments.subcommand ?? "") {
            // Validating is the command itself, so it is not done again on exit.
            case .validate: return await cache.validate()
            case let action?: return await root.validatingCacheOnExit { await cache.run(action) }
            // The parser hands over no `cache` without one of its subcommands.
            case nil: return .usage
            }
        }
    )
}

enum CacheAction: String, Equatable, CaseIterable {
    case info
    case validate
    case clear
}
