/// A command line as the completion scripts offer it, made from its syntax with the hints in the run's language, so
/// that the three scripts cannot drift apart from each other or from the parser.
public struct CommandLineDescription: Equatable, Sendable {
    let program: String
    /// What zsh names the commands above them.
    let commandLabel: String
    /// What may come before a command: `--help`, `--version`, `--demo`.
    let options: [CompletableOption]
    let commands: [CompletableCommand]
}

extension CommandLineDescription {
    /// - Parameter suggestions: by an option's name, the names offered after an option that takes any text.
    public init(_ commandLine: CommandLineSyntax, words: any CommandLineWords, suggestions: [String: [String]] = [:]) {
        let hints = CompletionHints(commandLine: commandLine, words: words)
        let describe = { (option: OptionSyntax) in
            CompletableOption(option, hint: hints.text(for: option), suggestions: suggestions[option.name])
        }
        let commandWords = commandLine.commands.filter { !$0.readsCommandNames }.map {
            CompletableWord(name: $0.name, hint: hints.text(for: $0))
        }
        // Every command takes `--lang` and `--demo`; every command but `help` takes `--help` too, after which
        // nothing is offered.
        let shared = (commandLine.globalOptions + commandLine.optionsAnywhere).map(describe)
        let help = describe(commandLine.help).endingCommandLine()
        self.init(
            program: commandLine.program,
            commandLabel: hints.commandLabel,
            options: commandLine.programOptions.map { describe($0).endingCommandLine() } + commandLine.optionsAnywhere.map(describe),
            commands: commandLine.commands.map { command in
                Self.command(
                    command, hints: hints, commandWords: commandWords,
                    options: command.optionsWithSubcommands.map(describe) + shared + (command.readsCommandNames ? [] : [help]))
            }
        )
    }

    /// A command as the scripts complete it: with subcommands, their names come first, then what the one typed
    /// takes at each position. Every subcommand is offered the options of the command it is under.
    private static func command(
        _ command: CommandSyntax, hints: CompletionHints, commandWords: [CompletableWord], options: [CompletableOption]
    ) -> CompletableCommand {
        let subcommands = command.subcommands.map {
            Self.command($0, hints: hints, commandWords: commandWords, options: options)
        }
        let names = subcommands.isEmpty ? [] : [CompletableOperand.oneOf(subcommands.map(\.word), label: hints.subcommandLabel)]
        return CompletableCommand(
            name: command.name, hint: hints.text(for: command),
            operands: names + command.operands.map { operand(of: $0, hints: hints, commandWords: commandWords) },
            subcommands: subcommands, options: options)
    }

    private static func operand(
        of operand: OperandSyntax, hints: CompletionHints, commandWords: [CompletableWord]
    ) -> CompletableOperand {
        let label = hints.label(for: operand)
        return switch operand.choices {
        case .any: .text(label, repeats: operand.takesManyWords)
        case let .oneOf(words): .oneOf(words.map { CompletableWord(name: $0, hint: nil) }, label: label)
        case .commands: .oneOf(commandWords, label: label)
        }
    }
}

extension CommandLineDescription {
    /// The shell's completion script.
    public func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletionScript(commandLine: self).text
        case .zsh: ZshCompletionScript(commandLine: self).text
        case .fish: FishCompletionScript(commandLine: self).text
        }
    }
}

/// The words of the completion scripts: what each command, option and operand is, in one short line.
struct CompletionHints {
    let commandLine: CommandLineSyntax
    let words: any CommandLineWords

    func text(for command: CommandSyntax) -> String {
        words.words(CommandLineWording.summary(of: command))
    }

    func text(for option: OptionSyntax) -> String {
        words.words(CommandLineWording.summary(of: option))
    }

    /// What the operand is, as zsh names it above its completions.
    func label(for operand: OperandSyntax) -> String {
        words.words(CommandLineWording.summary(of: operand))
    }

    var commandLabel: String {
        words.words(CommandLineWording.commandLabel(of: commandLine))
    }

    var subcommandLabel: String {
        words.words(CommandLineWording.subcommandLabel(of: commandLine))
    }
}
