import BarFeature
import NameMatching

/// The words of `dringo bar`: its list, its note when empty, its warning for an ingredient no drink uses,
/// why it failed, and why it refused a name.
public typealias BarPresenter = Presenter<BarScreen>
public enum BarScreen {}

extension Presenter where Screen == BarScreen {
    /// The bar, one ingredient a row, as `{"ingredients": [String]}` in JSON; an empty bar's note says how to fill it.
    public func map(_ ingredients: [BarIngredient]) -> ListViewModel {
        ListViewModel(
            rows: ListRows(ingredients) { ListRow(name: $0.name) },
            note: ingredients.isEmpty ? string("BAR_EMPTY_NOTE", table: .bar, inDemo: "DEMO_BAR_EMPTY_NOTE") : nil,
            rowsKey: "ingredients"
        )
    }

    /// What `bar clear` says once the bar is empty.
    public var cleared: ListViewModel {
        .lines([localizer.string("BAR_CLEARED", table: .bar)])
    }

    /// - Parameter suggestion: the closest ingredient some drink uses, when one is close enough.
    public func unknownIngredientWarning(_ name: String, suggestion: String?) -> String {
        if let suggestion {
            return localizer.string("BAR_UNKNOWN_INGREDIENT_SUGGESTION", table: .bar, name, suggestion)
        }
        return localizer.string("BAR_UNKNOWN_INGREDIENT", table: .bar, name)
    }

    public func message(for reason: BarFailureReason) -> String {
        switch reason {
        case let .unreadable(location): localizer.string("BAR_UNREADABLE", table: .bar, location)
        case let .unwritable(location): localizer.string("BAR_UNWRITABLE", table: .bar, location)
        }
    }

    /// Quotes the refused name as a terminal shows it, cut to its first 40 characters; a name that shows
    /// as nothing is not quoted.
    public func message(for error: IngredientNameError) -> String {
        let name = TypedTextExcerpt.of(error.name)
        return switch error.reason {
        case .empty: localizer.string("BAR_INGREDIENT_NAME_EMPTY", table: .bar)
        case .containsControlCharacters where name.isEmpty: localizer.string("BAR_INGREDIENT_NAME_ONLY_CONTROL_CHARACTERS", table: .bar)
        case .containsControlCharacters: localizer.string("BAR_INGREDIENT_NAME_CONTROL_CHARACTERS", table: .bar, name)
        case let .tooLong(maximum): localizer.string("BAR_INGREDIENT_NAME_TOO_LONG", table: .bar, name, maximum)
        }
    }
}
