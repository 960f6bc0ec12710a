import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI

extension CommandDefinition {
    /// `dringo help [<command>]`: the main help page, or a command's, as `<command> --help` shows it.
    static let help: CommandDefinition = CommandDefinition(
        CommandSyntax("help", wording: .commandLine, operands: [.commandName]),
        run: { arguments, root in
            showHelpPage(of: arguments.operand(.commandName).flatMap { CommandTable.dringo.syntax.command(named: $0) }, on: root.screen)
        }
    )

    /// A help page on stdout, set to the terminal's width: the command's, or the main page for none or for `help` itself.
    static func showHelpPage(of command: CommandSyntax?, on screen: TerminalScreen) -> ExitCode {
        let pages = HelpPages(CommandTable.dringo.syntax, words: screen.localizer, width: screen.terminal.width ?? HelpPages.defaultWidth)
        screen.terminal.standardOutput.write(pages.page(for: command))
        return .success
    }
}

extension OperandSyntax {
    fileprivate static let commandName = OperandSyntax("command", wording: .commandLine, choices: .commands, isOptional: true)
}
