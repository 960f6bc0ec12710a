/// The words of the shell completion scripts: what each command, option and operand is, in one short line.
public struct CompletionHintPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func text(for command: CommandSyntax) -> String {
        localizer.string(CommandLineWording.summary(of: command))
    }

    public func text(for option: OptionSyntax) -> String {
        localizer.string(CommandLineWording.summary(of: option))
    }

    /// What the operand is, as zsh names it above its completions.
    public func label(for operand: OperandSyntax) -> String {
        localizer.string(CommandLineWording.summary(of: operand))
    }

    /// What zsh names the program's commands above them.
    public var commandLabel: String {
        localizer.string("COMPLETION_COMMAND_LABEL", table: .commandLine)
    }

    /// What zsh names a command's subcommands, such as the cache's actions, above them.
    public var subcommandLabel: String {
        localizer.string("COMPLETION_SUBCOMMAND_LABEL", table: .commandLine)
    }
}
