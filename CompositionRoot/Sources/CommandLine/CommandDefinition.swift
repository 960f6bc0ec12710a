import CommandLineGrammar
import FeedTerminalUI

/// One of dringo's commands, described once: how it is typed, and how to run it.
///
/// The syntax is what the parser, the help pages, the shell completions and the man page all read; its words are
/// in the `.strings` table it names, keyed by the command's path. Each command's definition is a file of its own
/// under `Commands/`, and `CommandTable` lists them.
struct CommandDefinition: Sendable {
    let syntax: CommandSyntax
    /// Runs the command on what was read, which the parser has checked against the syntax.
    let run: @Sendable (ParsedArguments, Composition) async -> ExitCode

    init(
        _ syntax: CommandSyntax,
        run: @escaping @Sendable (ParsedArguments, Composition) async -> ExitCode
    ) {
        self.syntax = syntax
        self.run = run
    }

    var name: String { syntax.name }
}

extension CommandDefinition: Equatable {
    /// Two definitions are the same command when they are typed the same way.
    static func == (lhs: CommandDefinition, rhs: CommandDefinition) -> Bool {
        lhs.syntax == rhs.syntax
    }
}
