import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo bar add|remove|list|clear`: the user's bar, changed and then listed; and
    /// `bar substitute|unsubstitute|substitutes`: the user's substitutes, kept beside it. It is only a file, so a demo
    /// without its recorded data still shows and changes it.
    static let bar = CommandDefinition(
        CommandSyntax("bar", wording: .bar, options: [.format], subcommands: BarSubcommand.allCases.map(\.syntax)),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await BarCommand(
                    screen: root.screen, userData: root.userData, caches: root.caches, action: BarAction(arguments),
                    format: arguments.format
                ).run()
            }
        }
    )
}

private enum BarSubcommand: String, CaseIterable {
    case add
    case remove
    case list
    case clear
    // Each a word of its own, as the bar's own actions are, rather than a `substitute add|remove|list` level
    // below: `bar substitute <have> <for>` reads as what it does, and an ingredient named `list` is never an action.
    case substitute
    case unsubstitute
    case substitutes

    var syntax: CommandSyntax {
        switch self {
        case .add, .remove: .subcommand(rawValue, operands: [.ingredient])
        case .list, .clear, .substitutes: .subcommand(rawValue)
        case .substitute, .unsubstitute: .subcommand(rawValue, operands: [.have, .wanted])
        }
    }
}

extension OperandSyntax {
    /// Any number of ingredients' names; after `--`, even one that starts with a hyphen.
    fileprivate static let ingredient = OperandSyntax("ingredient", wording: .bar, repeats: true)
    /// What the user has, which stands for `wanted`.
    fileprivate static let have = OperandSyntax("have", wording: .bar)
    /// What a recipe wants, which `have` stands for.
    fileprivate static let wanted = OperandSyntax("for", wording: .bar)
}

/// What `bar` was asked to do.
enum BarAction: Equatable {
    case add([String])
    case remove([String])
    case list
    case clear
    case substitutes(SubstitutesAction)
}

/// `bar substitute`, `bar unsubstitute` and `bar substitutes`: the user's substitutes, kept beside the bar.
enum SubstitutesAction: Equatable {
    case add(have: String, for: String)
    case remove(have: String, for: String)
    case list
}

extension BarAction {
    init(_ arguments: ParsedArguments) {
        let names = arguments.words(of: .ingredient)
        self =
            switch BarSubcommand(rawValue: arguments.subcommand ?? "") {
            case .add: .add(names)
            case .remove: .remove(names)
            case .clear: .clear
            // The parser hands over no `substitute` or `unsubstitute` without both names.
            case .substitute: .substitutes(.add(have: arguments.operand(.have) ?? "", for: arguments.operand(.wanted) ?? ""))
            case .unsubstitute: .substitutes(.remove(have: arguments.operand(.have) ?? "", for: arguments.operand(.wanted) ?? ""))
            case .substitutes: .substitutes(.list)
            // The parser hands over no `bar` without one of its subcommands.
            case .list, nil: .list
            }
    }
}
