/// The whole command line of a program: what may come instead of a command, what every command takes, and the commands.
public struct CommandLineSyntax: Sendable, Equatable {
    public let program: String
    /// The table of the program's own words: its pages' headings, and the words of `--help` and `--version`.
    public let wording: WordingTable
    /// `--help` (`-h`): the main page, or after a command its page.
    public let help: OptionSyntax
    /// `--version` (`-V`), instead of a command.
    public let version: OptionSyntax
    /// What every command takes, after its own options, and what may come before the command: `--lang`. Every
    /// command's page lists them.
    public let globalOptions: [OptionSyntax]
    /// Flags that may stand anywhere before `--`, taken out before the rest is read: `--demo`. The pages say what they
    /// do in words of their own.
    public let optionsAnywhere: [OptionSyntax]
    public let commands: [CommandSyntax]
    /// The main page's paragraphs after its list of commands: the environment, say.
    public let mainPageNotes: [CommandLineWording.Key]

    public init(
        program: String,
        wording: WordingTable,
        globalOptions: [any OptionDeclaration],
        optionsAnywhere: [Flag],
        commands: [CommandSyntax],
        mainPageNotes: [CommandLineWording.Key] = []
    ) {
        self.program = program
        self.wording = wording
        help = OptionSyntax("--help", shortName: "-h", wording: wording)
        version = OptionSyntax("--version", shortName: "-V", wording: wording)
        self.globalOptions = globalOptions.map(\.syntax)
        self.optionsAnywhere = optionsAnywhere.map(\.syntax)
        self.commands = commands
        self.mainPageNotes = mainPageNotes
    }

    /// What may come instead of a command: `--help`, `--version`.
    public var programOptions: [OptionSyntax] { [help, version] }

    public func command(named name: String) -> CommandSyntax? {
        commands.first { $0.name == name }
    }
}
