/// The help pages, and the short usage of the program called alone, made from its command line's syntax and words,
/// and set to the terminal's width.
///
/// Every list on a page, of commands, subcommands or options, is two columns, whose descriptions wrap under their
/// column; a usage line wraps under the command's name.
public struct HelpPages: Sendable {
    /// What a page is set to when the terminal's width is not known.
    public static let defaultWidth = 80
    private let commandLine: CommandLineSyntax
    private let words: any CommandLineWords
    private let layout: HelpLayout

    /// - Parameter width: the terminal's columns, to which the pages are wrapped.
    public init(_ commandLine: CommandLineSyntax, words: any CommandLineWords, width: Int = HelpPages.defaultWidth) {
        self.commandLine = commandLine
        self.words = words
        layout = HelpLayout(width: width)
    }

    /// What the program alone shows: how to call it, each command with what it does in a line, and where to read more.
    public var shortUsage: String {
        let blocks = [
            layout.prose(words.words(CommandLineWording.shortUsageSynopsis(of: commandLine))),
            heading(CommandLineWording.commandsHeading(of: commandLine))
                + layout.columns(commandLine.commands.map { ($0.name, words.words(CommandLineWording.summary(of: $0))) }),
            layout.prose(words.words(CommandLineWording.shortUsageMore(of: commandLine))),
        ]
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `--help`: every command's usage, what each does, and the program's closing notes.
    public var mainPage: String {
        let usages = commandLine.commands.filter { !$0.readsCommandNames }.map(usage(of:))
        let helpUsage = words.words(CommandLineWording.mainHelpUsage(of: commandLine))
        let blocks =
            [
                layout.prose(words.words(CommandLineWording.mainTitle(of: commandLine))),
                heading(CommandLineWording.usageHeading(of: commandLine))
                    + (usages + [helpUsage]).map { layout.usage("  " + $0, program: commandLine.program) }.joined(separator: "\n"),
                heading(CommandLineWording.commandsHeading(of: commandLine))
                    + layout.columns(commandLine.commands.map { ($0.name, abstract(of: $0)) }),
            ] + commandLine.mainPageNotes.map { layout.prose(words.words($0)) }
        return blocks.joined(separator: "\n\n")
    }

    /// The command's page, or the main page for none or for a command that reads other commands' names, as `help` does.
    public func page(for command: CommandSyntax?) -> String {
        guard let command, !command.readsCommandNames else { return mainPage }
        var blocks = [
            layout.usage(words.words(CommandLineWording.usageLine(of: commandLine), usage(of: command)), program: commandLine.program),
            layout.prose(words.words(CommandLineWording.discussion(of: command))),
        ]
        if !command.subcommands.isEmpty {
            blocks.append(layout.columns(command.subcommands.map { (alternative($0), abstract(of: $0)) }))
        }
        if let notes = words.optionalWords(CommandLineWording.notes(of: command)) {
            blocks.append(layout.prose(notes))
        }
        let options = command.optionsWithSubcommands + commandLine.globalOptions
        let rows = options.map { option in
            (synopsis(of: option), line(of: option, on: command, isGlobal: commandLine.globalOptions.contains(option)))
        }
        blocks.append(heading(CommandLineWording.optionsHeading(of: commandLine)) + layout.columns(rows))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// How to call the command, on one line, unwrapped: `dringo bar add <ingredient>... | remove <ingredient>... | list | clear
    /// [--format text|json] [--lang en|it]`.
    public func usage(of command: CommandSyntax) -> String {
        var parts = [commandLine.program, command.name]
        if !command.subcommands.isEmpty {
            parts.append(command.subcommands.map(alternative).joined(separator: " | "))
        }
        parts += command.operands.map(synopsis(of:))
        parts += (command.options + commandLine.globalOptions).map(optionalSynopsis(of:))
        return parts.joined(separator: " ")
    }

    /// The line beside the command in the list of its parent: the main page's, or the command's page's for a subcommand.
    public func abstract(of command: CommandSyntax) -> String {
        words.words(CommandLineWording.abstract(of: command))
    }

    /// What the command's page says of it, between its usage and its options: one paragraph or more.
    public func discussion(of command: CommandSyntax) -> String {
        words.words(CommandLineWording.discussion(of: command))
    }

    /// What the command's page says after its subcommands, if anything.
    public func notes(of command: CommandSyntax) -> String? {
        words.optionalWords(CommandLineWording.notes(of: command))
    }

    /// What the operand is called in a synopsis: `name-or-id`.
    public func placeholder(of operand: OperandSyntax) -> String {
        words.words(CommandLineWording.placeholder(of: operand))
    }

    /// What the option does, on the command's page.
    private func line(of option: OptionSyntax, on command: CommandSyntax, isGlobal: Bool) -> String {
        let own = CommandLineWording.line(of: option, on: command, hasUsualLine: isGlobal)
        guard isGlobal else { return words.words(own) }
        return words.optionalWords(own) ?? words.words(CommandLineWording.usualLine(of: option))
    }

    /// A subcommand as one of its parent's alternatives: `add <ingredient>...`.
    private func alternative(_ subcommand: CommandSyntax) -> String {
        var parts = [subcommand.name]
        if !subcommand.subcommands.isEmpty {
            parts.append(subcommand.subcommands.map(\.name).joined(separator: "|"))
        }
        parts += subcommand.operands.map(synopsis(of:))
        parts += subcommand.options.map(optionalSynopsis(of:))
        return parts.joined(separator: " ")
    }

    private func synopsis(of operand: OperandSyntax) -> String {
        let word =
            switch operand.choices {
            case let .oneOf(choices): choices.joined(separator: "|")
            case .any, .commands: "<\(placeholder(of: operand))>"
            }
        let repeated = operand.repeats ? word + "..." : word
        return operand.isOptional ? "[\(repeated)]" : repeated
    }

    /// The option as the reader's language writes its value's placeholder: `--glass NOMBRE`, `--format text|json`.
    private func synopsis(of option: OptionSyntax) -> String {
        guard let placeholder = option.placeholder else { return option.synopsis }
        return "\(option.name) \(words.optionalWords(CommandLineWording.placeholder(of: option)) ?? placeholder)"
    }

    /// The same, bracketed as optional in a usage line, `...` after it when it repeats.
    private func optionalSynopsis(of option: OptionSyntax) -> String {
        "[\(synopsis(of: option))]" + (option.repeats ? "..." : "")
    }

    private func heading(_ key: CommandLineWording.Key) -> String {
        words.words(key) + "\n"
    }
}
