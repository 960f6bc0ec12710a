import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo sync`: the whole catalogue, downloaded for offline use.
    static let sync = CommandDefinition(
        CommandSyntax("sync", wording: .commandLine),
        run: { _, root in
            await root.validatingCacheOnExit { await root.sync.run() }
        }
    )
}
