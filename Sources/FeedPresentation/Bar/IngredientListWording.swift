import BarFeature
import NameMatching

/// The keys, in the bar's table, of what a list of ingredient names says when it fails or refuses a
/// name: the bar and the substitutes say the same things of different lists.
struct IngredientListWording: Sendable {
    /// The store's failures, each worded with where the list lives.
    let failures: UserDataFailureWording
    /// The ways a typed name is refused, as `IngredientNameError` tells them.
    let nameEmpty: String, nameOnlyControlCharacters: String, nameControlCharacters: String, nameTooLong: String
}

extension Presenter {
    /// Quotes the refused name as a terminal shows it, cut to its first 40 characters; a name that shows
    /// as nothing is not quoted.
    func message(for error: IngredientNameError, wording: IngredientListWording) -> String {
        let name = TypedTextExcerpt.of(error.name)
        return switch error.reason {
        case .empty: localizer.string(wording.nameEmpty, table: .bar)
        case .containsControlCharacters where name.isEmpty: localizer.string(wording.nameOnlyControlCharacters, table: .bar)
        case .containsControlCharacters: localizer.string(wording.nameControlCharacters, table: .bar, name)
        case let .tooLong(maximum): localizer.string(wording.nameTooLong, table: .bar, name, maximum)
        }
    }
}
