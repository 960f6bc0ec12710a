import CommandLineGrammar
import FeedPresentation

/// A few of dringo's commands described as the composition root's table describes them, so that the presenters
/// find their real words; the table itself, and all of it, is tested in `CommandTableTests`.
enum SampleCommandLine {
    static let offline = OptionSyntax("--offline", wording: .commandLine)
    static let format = OptionSyntax("--format", value: .oneOf(["text", "json"]), wording: .commandLine)
    static let limit = OptionSyntax("--limit", value: .wholeNumber(1...Int.max, placeholder: "N"), wording: .commandLine)
    static let language = OptionSyntax("--lang", value: .oneOf(["en", "it"]), wording: .commandLine)
    static let nameOrID = OperandSyntax("name-or-id", wording: .commandLine)
    static let ingredient = OperandSyntax("ingredient", wording: .bar, repeats: true)
    static let shell = OperandSyntax("shell", wording: .commandLine, choices: .oneOf(["bash", "zsh", "fish"]))

    static let feed = CommandSyntax("feed", wording: .commandLine, options: [offline, format, limit])
    static let ingredients = CommandSyntax("ingredients", wording: .commandLine, operands: [nameOrID], options: [format])
    static let cache = CommandSyntax(
        "cache", wording: .commandLine, subcommands: [.subcommand("info"), .subcommand("validate"), .subcommand("clear")])
    static let bar = CommandSyntax(
        "bar", wording: .bar, options: [format],
        subcommands: [
            .subcommand("add", operands: [ingredient]), .subcommand("remove", operands: [ingredient]), .subcommand("list"),
            .subcommand("clear"),
        ])
    static let completions = CommandSyntax("completions", wording: .commandLine, operands: [shell])
    static let help = CommandSyntax(
        "help", wording: .commandLine, operands: [OperandSyntax("command", wording: .commandLine, choices: .commands, isOptional: true)])

    static let syntax = commandLine(commands: [feed, ingredients, cache, bar, completions, help])

    /// These commands, with dringo's global options and its main page's closing notes.
    static func commandLine(commands: [CommandSyntax]) -> CommandLineSyntax {
        CommandLineSyntax(
            program: "dringo",
            wording: .commandLine,
            globalOptions: [language],
            optionsAnywhere: [Flag("--demo", wording: .commandLine)],
            commands: commands,
            mainPageNotes: [
                CommandLineWording.Key("HELP_MAIN_ENVIRONMENT", in: .commandLine), CommandLineWording.Key("HELP_MAIN_DEMO", in: .demo),
            ]
        )
    }
}
