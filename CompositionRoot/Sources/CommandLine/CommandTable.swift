import CommandLineGrammar
import FeedPresentation

/// Every command dringo has, in the order the help pages list them. A new command is a definition file under
/// `Commands/`, its words in a `.strings` table, and its place in this list.
struct CommandTable: Sendable {
    let commands: [CommandDefinition]
    /// The command line as the parser, the help pages and the completions read it.
    let syntax: CommandLineSyntax

    init(_ commands: [CommandDefinition]) {
        self.commands = commands
        syntax = CommandLineSyntax(
            program: "dringo",
            wording: .commandLine,
            globalOptions: [.language],
            optionsAnywhere: [.demo],
            commands: commands.map(\.syntax),
            mainPageNotes: [
                CommandLineWording.Key("HELP_MAIN_ENVIRONMENT", in: .commandLine), CommandLineWording.Key("HELP_MAIN_DEMO", in: .demo),
            ]
        )
    }

    static let dringo: CommandTable = CommandTable([
        .feed, .ingredients, .image, .cache, .sync, .search, .recipe, .random, .bar, .makeable, .shopping, .party, .fav, .mine,
        .completions,
        .help,
    ])

    func command(named name: String) -> CommandDefinition? {
        commands.first { $0.name == name }
    }

    /// What the arguments ask for; the options' environment variables are read for the command that runs.
    func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> ParsedCommandLine {
        try CommandLineParser(syntax).parse(arguments, environment: environment)
    }
}
