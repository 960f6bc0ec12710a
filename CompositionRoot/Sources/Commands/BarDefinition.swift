import FeedPresentation

extension CommandDefinition {
    /// `dringo bar add|remove|list|clear`: the user's bar, changed and then listed. It is only a file, so a demo
    /// without its recorded data still shows and changes it.
    static let bar = CommandDefinition(
        CommandSyntax("bar", wording: .bar, options: [.format], subcommands: BarSubcommand.allCases.map(\.syntax)),
        asksTheCocktailDB: { _ in false },
        run: { arguments, context in
            await context.validatingCacheOnExit { await BarCommand(context: context, options: BarOptions(arguments)).run() }
        }
    )
}

private enum BarSubcommand: String, CaseIterable {
    case add
    case remove
    case list
    case clear

    var syntax: CommandSyntax {
        switch self {
        case .add, .remove: .subcommand(rawValue, operands: [.ingredient])
        case .list, .clear: .subcommand(rawValue)
        }
    }
}

extension OperandSyntax {
    /// Any number of ingredients' names; after `--`, even one that starts with a hyphen.
    fileprivate static let ingredient = OperandSyntax("ingredient", wording: .bar, repeats: true)
}

extension BarOptions {
    init(_ arguments: ParsedArguments) {
        let names = arguments.words(of: .ingredient)
        let action: BarAction =
            switch BarSubcommand(rawValue: arguments.subcommand ?? "") {
            case .add: .add(names)
            case .remove: .remove(names)
            case .clear: .clear
            // The parser hands over no `bar` without one of its subcommands.
            case .list, nil: .list
            }
        self.init(action: action, format: arguments.format)
    }
}
