/// The whole command line of a program: what may come instead of a command, what every command takes, and the commands.
public struct CommandLineSyntax: Sendable, Equatable {
    public let program: String
    /// What may come instead of a command: `--help`, `--version`.
    public let programOptions: [OptionSyntax]
    /// What every command takes, after its own options: `--lang`.
    public let globalOptions: [OptionSyntax]
    /// What may stand anywhere before `--`, and is taken out before the rest is read: `--demo`. The help pages
    /// say what it does in words of their own.
    public let optionsAnywhere: [OptionSyntax]
    public let commands: [CommandSyntax]

    public init(
        program: String,
        programOptions: [OptionSyntax],
        globalOptions: [OptionSyntax],
        optionsAnywhere: [OptionSyntax],
        commands: [CommandSyntax]
    ) {
        self.program = program
        self.programOptions = programOptions
        self.globalOptions = globalOptions
        self.optionsAnywhere = optionsAnywhere
        self.commands = commands
    }
}
