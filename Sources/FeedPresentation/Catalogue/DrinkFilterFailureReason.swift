/// Why a filtered `search` or `random` has no answer: a value the catalogue does not know (a usage error), or no
/// drink that every filter keeps (`random` only; `search` lists none).
public enum DrinkFilterFailureReason: Equatable, Sendable {
    /// `closest`: the catalogue's values nearest to what was typed, best first; may be empty.
    case unknownCategory(String, closest: [String])
    case unknownGlass(String, closest: [String])
    /// No drink in the catalogue uses anything the name finds; `suggestion`: the ingredient the typed name is nearest.
    case unknownIngredient(String, suggestion: String?)
    case noDrinkMatches
}
