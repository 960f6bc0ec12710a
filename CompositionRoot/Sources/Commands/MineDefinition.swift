import CommandLineGrammar
import FeedPresentation
import HouseDrinksFeature

extension CommandDefinition {
    /// `dringo mine add|edit|remove|list|export`: the user's own drinks, kept in the data folder beside the bar, and
    /// brought in from a card, Bar Assistant, TheCocktailDB or a saved recipe page.
    static let mine = CommandDefinition(
        CommandSyntax("mine", wording: .mine, subcommands: MineSubcommand.allCases.map(\.syntax)),
        run: { arguments, root in
            await MineCommand(
                screen: root.screen, userData: root.userData, environment: root.runtime.environment,
                fileWriter: root.runtime.fileWriter, action: MineAction(arguments), format: arguments.format
            ).run()
        }
    )
}

private enum MineSubcommand: String, CaseIterable {
    case add
    case edit
    case remove
    case list
    case export

    var syntax: CommandSyntax {
        switch self {
        case .add: .subcommand(rawValue, operands: [.drinkFile])
        case .edit, .remove: .subcommand(rawValue, operands: [.nameOrID])
        case .list: .subcommand(rawValue, options: [.format])
        case .export: .subcommand(rawValue, operands: [.yourDrinks], options: [.exportFormat, .output])
        }
    }
}

extension OperandSyntax {
    /// A file of drinks, `-` for stdin; none opens the editor.
    fileprivate static let drinkFile = OperandSyntax("file", wording: .mine, isOptional: true)
    /// Names or ids of the user's drinks; none is all of them.
    fileprivate static let yourDrinks = OperandSyntax("drink", wording: .mine, repeats: true, isOptional: true)
}

extension OptionDeclaration where Self == Option<String> {
    /// Text, not a choice: `bar-assistant` is no plain word, so `MineAction` checks the value itself.
    fileprivate static var exportFormat: Self { Option("--as", text: "card|bar-assistant|cocktaildb", wording: .mine) }
}

/// What `mine` was asked to do.
enum MineAction: Equatable {
    case add(file: String?)
    case edit(nameOrID: String)
    case remove(nameOrID: String)
    case list
    case export(names: [String], format: DrinkExportFormat, output: String?)
    /// `--as` with a value that is no format.
    case unknownFormat(String)
}

extension MineAction {
    init(_ arguments: ParsedArguments) {
        let nameOrID = arguments.operand(.nameOrID) ?? ""
        self =
            switch MineSubcommand(rawValue: arguments.subcommand ?? "") {
            case .add: .add(file: arguments.operand(.drinkFile))
            case .edit: .edit(nameOrID: nameOrID)
            case .remove: .remove(nameOrID: nameOrID)
            case .export: Self.export(arguments)
            // The parser hands over no `mine` without one of its subcommands.
            case .list, nil: .list
            }
    }

    private static func export(_ arguments: ParsedArguments) -> MineAction {
        let typed = arguments[.exportFormat]
        guard let format = typed.map(DrinkExportFormat.init) ?? .card else { return .unknownFormat(typed ?? "") }
        return .export(names: arguments.words(of: .yourDrinks), format: format, output: arguments[.output])
    }
}
