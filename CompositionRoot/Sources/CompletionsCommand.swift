import FeedPresentation

/// `dringo completions bash|zsh|fish`: the shell's completion script on stdout, made from the table of commands,
/// with zsh's and fish's descriptions in the run's language.
struct CompletionsCommand {
    let context: CommandContext
    let shell: Shell

    func run() -> ExitCode {
        context.terminal.standardOutput.write(script)
        return .success
    }

    private var script: String {
        let commandLine = CommandLineDescription(CommandTable.dringo.syntax, hints: CompletionHintPresenter(localizer: context.localizer))
        return switch shell {
        case .bash: BashCompletionScript(commandLine: commandLine).text
        case .zsh: ZshCompletionScript(commandLine: commandLine).text
        case .fish: FishCompletionScript(commandLine: commandLine).text
        }
    }
}
