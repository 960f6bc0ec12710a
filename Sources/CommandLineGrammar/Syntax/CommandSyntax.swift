/// A command as the user types it: its name, the operands and options it reads, and its subcommands.
///
/// The composition root's table holds one for each of dringo's commands, and everything about the command
/// line reads it: the parser, the help pages, the shell completions and the man page. What the command is
/// called and does is not here but in `wording`, keyed by the command's path (`feed`, `bar.add`).
public struct CommandSyntax: Sendable, Equatable {
    public let name: String
    /// The names from the program's command down to this one: `["bar", "add"]`.
    public let path: [String]
    /// The `.strings` table of the command's words, which its subcommands share.
    public let wording: WordingTable
    /// In the order they are typed.
    public let operands: [OperandSyntax]
    /// The command's own, which its subcommands take too; not the ones every command takes, such as `--lang`.
    public let options: [OptionSyntax]
    /// When there are any, one of them must follow the command's name, before its operands.
    public let subcommands: [CommandSyntax]

    public init(
        _ name: String,
        wording: WordingTable,
        operands: [OperandSyntax] = [],
        options: [any OptionDeclaration] = [],
        subcommands: [CommandSyntax] = []
    ) {
        self.init(name, path: [name], wording: wording, operands: operands, options: options.map(\.syntax), subcommands: subcommands)
    }

    /// A subcommand, such as `bar add`: its path and its wording are its parent's, set when the parent is made.
    public static func subcommand(
        _ name: String,
        operands: [OperandSyntax] = [],
        options: [any OptionDeclaration] = [],
        subcommands: [CommandSyntax] = []
    ) -> CommandSyntax {
        CommandSyntax(name, wording: WordingTable(""), operands: operands, options: options, subcommands: subcommands)
    }

    private init(
        _ name: String,
        path: [String],
        wording: WordingTable,
        operands: [OperandSyntax],
        options: [OptionSyntax],
        subcommands: [CommandSyntax]
    ) {
        self.name = name
        self.path = path
        self.wording = wording
        self.operands = operands
        self.options = options
        self.subcommands = subcommands.map { $0.placed(under: path, wording: wording) }
    }

    private func placed(under parentPath: [String], wording: WordingTable) -> CommandSyntax {
        CommandSyntax(name, path: parentPath + [name], wording: wording, operands: operands, options: options, subcommands: subcommands)
    }

    /// The command as a usage error names it: `feed`, `bar add`.
    public var displayName: String {
        path.joined(separator: " ")
    }

    /// Whether the command takes another command's name, as `help` does: it has no page of its own.
    public var readsCommandNames: Bool {
        operands.contains { $0.choices == .commands }
    }

    /// The options this command and its subcommands take, each once, in the order they are declared.
    public var optionsWithSubcommands: [OptionSyntax] {
        var seen = Set<String>()
        return (options + subcommands.flatMap(\.optionsWithSubcommands)).filter { seen.insert($0.name).inserted }
    }
}
