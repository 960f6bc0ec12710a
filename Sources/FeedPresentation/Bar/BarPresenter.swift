import BarFeature

/// The words of `dringo bar`: its list, its note when empty, its warning for an ingredient no drink uses,
/// why it failed, and why it refused a name.
public typealias BarPresenter = Presenter<BarScreen>
public enum BarScreen {}

extension Presenter where Screen == BarScreen {
    /// The bar, one ingredient a row, named in the language in text and as kept in JSON's `{"ingredients": [String]}`;
    /// an empty bar's note says how to fill it.
    public func map(_ ingredients: [BarIngredient]) -> ListViewModel {
        ListViewModel(
            rows: ListRows(ingredients) { [localizer] in ListRow(name: localizer.ingredientName($0.name), jsonName: $0.name) },
            note: ingredients.isEmpty ? string("BAR_EMPTY_NOTE", table: .bar, inDemo: "DEMO_BAR_EMPTY_NOTE") : nil,
            rowsKey: "ingredients"
        )
    }

    /// The bar once `bar clear` emptied it: no rows, and a note, on stderr as every note of the bar is, that says so.
    public var cleared: ListViewModel {
        ListViewModel(rows: ListRows([]), note: localizer.string("BAR_CLEARED", table: .bar), rowsKey: "ingredients")
    }

    /// Both names in the language where it names them.
    /// - Parameter suggestion: the closest ingredient some drink uses, when one is close enough.
    public func unknownIngredientWarning(_ name: String, suggestion: String?) -> String {
        let name = localizer.ingredientName(name)
        if let suggestion {
            return localizer.string("BAR_UNKNOWN_INGREDIENT_SUGGESTION", table: .bar, name, localizer.ingredientName(suggestion))
        }
        return localizer.string("BAR_UNKNOWN_INGREDIENT", table: .bar, name)
    }

    public func message(for reason: UserDataFailureReason) -> String {
        message(for: reason, wording: IngredientListWording.bar.failures)
    }

    public func message(for error: IngredientNameError) -> String {
        message(for: error, wording: .bar)
    }
}

extension IngredientListWording {
    static let bar = IngredientListWording(
        failures: UserDataFailureWording(table: .bar, unreadable: "BAR_UNREADABLE", unwritable: "BAR_UNWRITABLE"),
        nameEmpty: "BAR_INGREDIENT_NAME_EMPTY",
        nameOnlyControlCharacters: "BAR_INGREDIENT_NAME_ONLY_CONTROL_CHARACTERS",
        nameControlCharacters: "BAR_INGREDIENT_NAME_CONTROL_CHARACTERS", nameTooLong: "BAR_INGREDIENT_NAME_TOO_LONG")
}
