import FeedPresentation

extension CommandDefinition {
    /// `dringo help [<command>]`: the main help page, or a command's, as `<command> --help` shows it.
    static let help: CommandDefinition = CommandDefinition(
        CommandSyntax("help", wording: .commandLine, operands: [.commandName]),
        run: { arguments, context in
            let command = arguments.operand(.commandName).flatMap { CommandTable.dringo.command(named: $0) }
            return showHelpPage(of: command, in: context)
        }
    )

    /// A help page on stdout, set to the terminal's width: the command's, or the main page for none or for `help` itself.
    static func showHelpPage(of command: CommandDefinition?, in context: CommandContext) -> ExitCode {
        let commandLine = CommandTable.dringo.syntax
        let presenter = HelpPresenter(localizer: context.localizer, width: context.terminal.width ?? HelpPresenter.defaultWidth)
        let page =
            if let command, !command.syntax.readsCommandNames {
                presenter.page(for: command.syntax, in: commandLine)
            } else {
                presenter.mainPage(of: commandLine)
            }
        context.terminal.standardOutput.write(page)
        return .success
    }
}

extension OperandSyntax {
    fileprivate static let commandName = OperandSyntax("command", wording: .commandLine, choices: .commands, isOptional: true)
}
