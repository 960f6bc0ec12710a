/// The help pages, and the short usage of the program called alone, made from its command line's syntax and words,
/// and set to the terminal's width.
///
/// Every list on a page, of commands, subcommands or options, is two columns, whose descriptions wrap under their
/// column; a usage line wraps under the command's name.
public struct HelpPresenter: Sendable {
    /// What a page is set to when the terminal's width is not known.
    public static let defaultWidth = 80
    private let localizer: Localizer
    private let layout: HelpLayout

    /// - Parameter width: the terminal's columns, to which the pages are wrapped.
    public init(localizer: Localizer, width: Int = HelpPresenter.defaultWidth) {
        self.localizer = localizer
        layout = HelpLayout(width: width)
    }

    /// What the program alone shows: how to call it, each command with what it does in a line, and where to read more.
    public func shortUsage(of commandLine: CommandLineSyntax) -> String {
        let hints = CompletionHintPresenter(localizer: localizer)
        let blocks = [
            layout.prose(localizer.string("SHORT_USAGE_SYNOPSIS", table: .commandLine)),
            heading("HELP_COMMANDS_HEADING") + layout.columns(commandLine.commands.map { ($0.name, hints.text(for: $0)) }),
            layout.prose(localizer.string("SHORT_USAGE_MORE", table: .commandLine)),
        ]
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `--help`: every command's usage, what each does, the environment and the demo.
    public func mainPage(of commandLine: CommandLineSyntax) -> String {
        let usages = commandLine.commands.filter { !$0.readsCommandNames }.map { usage(of: $0, in: commandLine) }
        let helpUsage = localizer.string("HELP_MAIN_HELP_USAGE", table: .commandLine)
        let blocks = [
            layout.prose(localizer.string("HELP_MAIN_TITLE", table: .commandLine)),
            heading("HELP_USAGE_HEADING")
                + (usages + [helpUsage]).map { layout.usage("  " + $0, program: commandLine.program) }.joined(separator: "\n"),
            heading("HELP_COMMANDS_HEADING") + layout.columns(commandLine.commands.map { ($0.name, abstract(of: $0)) }),
            layout.prose(localizer.string("HELP_MAIN_ENVIRONMENT", table: .commandLine)),
            layout.prose(localizer.string("HELP_MAIN_DEMO", table: .demo)),
        ]
        return blocks.joined(separator: "\n\n")
    }

    /// `<command> --help`: its usage, what it does, its subcommands, and its options with what each does.
    public func page(for command: CommandSyntax, in commandLine: CommandLineSyntax) -> String {
        var blocks = [
            layout.usage(
                localizer.string("HELP_USAGE", table: .commandLine, usage(of: command, in: commandLine)), program: commandLine.program),
            layout.prose(discussion(of: command)),
        ]
        if !command.subcommands.isEmpty {
            blocks.append(layout.columns(command.subcommands.map { (alternative($0), abstract(of: $0)) }))
        }
        if let notes = notes(of: command) {
            blocks.append(layout.prose(notes))
        }
        let options = command.optionsWithSubcommands + commandLine.globalOptions
        let rows = options.map { option in
            (option.synopsis, line(of: option, on: command, isGlobal: commandLine.globalOptions.contains(option)))
        }
        blocks.append(heading("HELP_OPTIONS_HEADING") + layout.columns(rows))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// How to call the command, on one line, unwrapped: `dringo bar add <ingredient>... | remove <ingredient>... | list | clear
    /// [--format text|json] [--lang en|it]`.
    public func usage(of command: CommandSyntax, in commandLine: CommandLineSyntax) -> String {
        var words = [commandLine.program, command.name]
        if !command.subcommands.isEmpty {
            words.append(command.subcommands.map(alternative).joined(separator: " | "))
        }
        words += command.operands.map(synopsis(of:))
        words += (command.options + commandLine.globalOptions).map(\.optionalSynopsis)
        return words.joined(separator: " ")
    }

    /// The line beside the command in the list of its parent: the main page's, or the command's page's for a subcommand.
    public func abstract(of command: CommandSyntax) -> String {
        localizer.string(CommandLineWording.abstract(of: command))
    }

    /// What the command's page says of it, between its usage and its options: one paragraph or more.
    public func discussion(of command: CommandSyntax) -> String {
        localizer.string(CommandLineWording.discussion(of: command))
    }

    /// What the command's page says after its subcommands, if anything.
    public func notes(of command: CommandSyntax) -> String? {
        localizer.optionalString(CommandLineWording.notes(of: command))
    }

    /// What the operand is called in a synopsis: `name-or-id`.
    public func placeholder(of operand: OperandSyntax) -> String {
        localizer.string(CommandLineWording.placeholder(of: operand))
    }

    /// What the option does, on the command's page.
    private func line(of option: OptionSyntax, on command: CommandSyntax, isGlobal: Bool) -> String {
        let own = CommandLineWording.line(of: option, on: command, hasUsualLine: isGlobal)
        guard isGlobal else { return localizer.string(own) }
        return localizer.optionalString(own) ?? localizer.string(CommandLineWording.usualLine(of: option))
    }

    /// A subcommand as one of its parent's alternatives: `add <ingredient>...`.
    private func alternative(_ subcommand: CommandSyntax) -> String {
        var words = [subcommand.name]
        if !subcommand.subcommands.isEmpty {
            words.append(subcommand.subcommands.map(\.name).joined(separator: "|"))
        }
        words += subcommand.operands.map(synopsis(of:))
        words += subcommand.options.map(\.optionalSynopsis)
        return words.joined(separator: " ")
    }

    private func synopsis(of operand: OperandSyntax) -> String {
        let word =
            switch operand.choices {
            case let .oneOf(words): words.joined(separator: "|")
            case .any, .commands: "<\(placeholder(of: operand))>"
            }
        let repeated = operand.repeats ? word + "..." : word
        return operand.isOptional ? "[\(repeated)]" : repeated
    }

    private func heading(_ key: String) -> String {
        localizer.string(key, table: .commandLine) + "\n"
    }
}
