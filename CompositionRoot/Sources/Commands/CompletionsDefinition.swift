import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo completions bash|zsh|fish`: the shell's completion script, made from the table of commands.
    static let completions = CommandDefinition(
        CommandSyntax("completions", wording: .commandLine, operands: [.shell]),
        run: { arguments, root in
            // The parser hands over no `completions` without a shell it knows.
            guard let shell = arguments.operand(.shell).flatMap(Shell.init(rawValue:)) else { return .usage }
            return await CompletionsCommand(
                output: root.screen.terminal.standardOutput, words: root.screen.localizer, caches: root.caches, shell: shell
            ).run()
        }
    )
}

extension OperandSyntax {
    fileprivate static let shell = OperandSyntax("shell", wording: .commandLine, choices: .oneOf(Shell.allCases.map(\.rawValue)))
}
