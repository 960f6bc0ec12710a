import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo fav add|remove|list`: the drinks the user keeps, with a rating and a note. Adding asks
    /// TheCocktailDB when no valid catalogue is saved; removing and listing only read the user's file.
    static let fav = CommandDefinition(
        CommandSyntax("fav", wording: .favourites, subcommands: FavSubcommand.allCases.map(\.syntax)),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await FavCommand(
                    screen: root.screen, userData: root.userData, lookup: root.drinkLookup, caches: root.caches,
                    action: FavAction(arguments),
                    format: arguments.format
                ).run()
            }
        }
    )
}

private enum FavSubcommand: String, CaseIterable {
    case add
    case remove
    case list

    var syntax: CommandSyntax {
        switch self {
        case .add: .subcommand(rawValue, operands: [.nameOrID], options: [.rating, .note])
        case .remove: .subcommand(rawValue, operands: [.nameOrID])
        case .list: .subcommand(rawValue, options: [.format])
        }
    }
}

extension OptionDeclaration where Self == Option<Int> {
    /// The parser refuses a rating out of range as it refuses any number; the use case checks it again.
    fileprivate static var rating: Self { Option("--rating", in: 1...5, placeholder: "1-5", wording: .favourites) }
}

extension OptionDeclaration where Self == Option<String> {
    fileprivate static var note: Self { Option("--note", text: "TEXT", wording: .favourites) }
}

/// What `fav` was asked to do.
enum FavAction: Equatable {
    case add(nameOrID: String, rating: Int?, note: String?)
    case remove(nameOrID: String)
    case list
}

extension FavAction {
    init(_ arguments: ParsedArguments) {
        let nameOrID = arguments.operand(.nameOrID) ?? ""
        self =
            switch FavSubcommand(rawValue: arguments.subcommand ?? "") {
            case .add: .add(nameOrID: nameOrID, rating: arguments[.rating], note: arguments[.note])
            case .remove: .remove(nameOrID: nameOrID)
            // The parser hands over no `fav` without one of its subcommands.
            case .list, nil: .list
            }
    }
}
