import HouseDrinksFeature
import NameMatching

/// The words of `dringo mine`: the list, what add, edit, remove and export did, and why a file was refused.
public typealias HouseDrinksPresenter = Presenter<HouseDrinksScreen>
public enum HouseDrinksScreen {}

extension Presenter where Screen == HouseDrinksScreen {
    /// The user's drinks, one name a row; in JSON `{"items": [{"id", "name", "category", "alcoholic", "glass", "source"}]}`.
    public func map(_ drinks: [HouseDrink]) -> ListViewModel {
        ListViewModel(
            rows: ListRows(drinks) { drink in
                ListRow(
                    name: drink.name,
                    members: [
                        ListMember("id", .number(drink.id)), ListMember("name", .text(drink.name)),
                        ListMember("category", .text(drink.recipe.category)), ListMember("alcoholic", .text(drink.recipe.alcoholic)),
                        ListMember("glass", .text(drink.recipe.glass)), ListMember("source", .text(DrinkSource.yours.rawValue)),
                    ])
            },
            note: drinks.isEmpty ? localizer.string("MINE_EMPTY_NOTE", table: .mine) : nil)
    }

    /// What `mine add` says once the drinks are kept.
    public func added(_ drinks: [HouseDrink]) -> ListViewModel {
        guard drinks.count != 1 else { return .lines([localizer.string("MINE_ADDED_ONE", table: .mine, drinks[0].name, drinks[0].id)]) }
        return .lines([localizer.string("MINE_ADDED_MANY", table: .mine, drinks.count)])
    }

    public func edited(_ drink: HouseDrink) -> ListViewModel {
        .lines([localizer.string("MINE_EDITED", table: .mine, drink.name, drink.id)])
    }

    public func removed(_ drink: HouseDrink) -> ListViewModel {
        .lines([localizer.string("MINE_REMOVED", table: .mine, drink.name, drink.id)])
    }

    public func exported(count: Int, to path: String) -> ListViewModel {
        guard count != 1 else { return .lines([localizer.string("MINE_EXPORTED_ONE", table: .mine, path)]) }
        return .lines([localizer.string("MINE_EXPORTED", table: .mine, count, path)])
    }

    public var nothingAdded: String { localizer.string("MINE_NOTHING_ADDED", table: .mine) }
    public var recipeMark: String { localizer.string("MINE_RECIPE_MARK", table: .mine) }

    /// `mine export --as` with a value that is no format.
    public func unknownExportFormat(_ typed: String) -> String {
        localizer.string("MINE_UNKNOWN_EXPORT_FORMAT", table: .mine, VisibleText.of(typed))
    }

    public func notYours(_ nameOrID: String) -> String {
        localizer.string("MINE_NOT_YOURS", table: .mine, nameOrID)
    }

    /// The drinks file could not be read or saved: said with its path, as the bar's and the favourites' are.
    public func message(for reason: UserDataFailureReason) -> String {
        message(
            for: reason, wording: UserDataFailureWording(table: .mine, unreadable: "MINE_UNREADABLE", unwritable: "MINE_UNWRITABLE"))
    }

    public func fileUnreadable(_ file: String) -> String {
        localizer.string("MINE_FILE_UNREADABLE", table: .mine, file)
    }

    public func editorFailed(_ editor: String, keptIn path: String?) -> String {
        guard let path else { return localizer.string("MINE_EDITOR_FAILED", table: .mine, editor) }
        return localizer.string("MINE_EDITOR_FAILED_KEPT", table: .mine, editor, path)
    }

    /// The text the user typed is kept at `path`, since it did not read back.
    /// - Parameter nothingChanged: the card was a drink's, edited, rather than a new one's.
    public func editRefused(_ error: DrinkFileError, file: String, keptIn path: String, nothingChanged: Bool = false) -> String {
        let problem = self.problem(error, file: file)
        let sentence =
            nothingChanged
            ? localizer.string("MINE_NOTHING_CHANGED_AFTER", table: .mine, problem)
            : localizer.string("MINE_NOTHING_ADDED_AFTER", table: .mine, problem)
        return localizer.string("MINE_EDIT_KEPT", table: .mine, sentence, path)
    }

    /// One sentence naming the file and where in it, and what is wrong there; nothing was added.
    public func message(for error: DrinkFileError, file: String) -> String {
        localizer.string("MINE_NOTHING_ADDED_AFTER", table: .mine, problem(error, file: file))
    }

    private func problem(_ error: DrinkFileError, file: String) -> String {
        let place =
            switch error.place {
            case .whole: file
            case let .line(line): localizer.string("MINE_PLACE_LINE", table: .mine, file, line)
            case let .path(path): localizer.string("MINE_PLACE_PATH", table: .mine, file, path)
            }
        return switch error.problem {
        case .empty: localizer.string("MINE_PROBLEM_EMPTY", table: .mine, place)
        case let .tooLarge(maximumBytes): localizer.string("MINE_PROBLEM_TOO_LARGE", table: .mine, place, maximumBytes / 1024 / 1024)
        case .notText: localizer.string("MINE_PROBLEM_NOT_TEXT", table: .mine, place)
        case .unknownFormat: localizer.string("MINE_PROBLEM_UNKNOWN_FORMAT", table: .mine, place)
        case .malformedJSON: localizer.string("MINE_PROBLEM_MALFORMED_JSON", table: .mine, place)
        case .noName: localizer.string("MINE_PROBLEM_NO_NAME", table: .mine, place)
        case .noIngredient: localizer.string("MINE_PROBLEM_NO_INGREDIENT", table: .mine, place)
        case .missingField: localizer.string("MINE_PROBLEM_MISSING_FIELD", table: .mine, place)
        case .wrongType: localizer.string("MINE_PROBLEM_WRONG_TYPE", table: .mine, place)
        case .badAmount: localizer.string("MINE_PROBLEM_BAD_AMOUNT", table: .mine, place)
        case .controlCharacters: localizer.string("MINE_PROBLEM_CONTROL_CHARACTERS", table: .mine, place)
        case .tooLong: localizer.string("MINE_PROBLEM_TOO_LONG", table: .mine, place)
        case let .unknownKey(key): localizer.string("MINE_PROBLEM_UNKNOWN_KEY", table: .mine, place, VisibleText.of(key))
        case let .badAlcoholic(value): localizer.string("MINE_PROBLEM_BAD_ALCOHOLIC", table: .mine, place, VisibleText.of(value))
        case let .duplicateName(name): localizer.string("MINE_PROBLEM_DUPLICATE_NAME", table: .mine, place, name)
        case let .alreadyYours(name): localizer.string("MINE_PROBLEM_ALREADY_YOURS", table: .mine, place, name)
        case .noRoom: localizer.string("MINE_PROBLEM_NO_ROOM", table: .mine, place)
        }
    }
}
