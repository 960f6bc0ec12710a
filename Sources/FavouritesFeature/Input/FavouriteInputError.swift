import NameMatching

/// Why what the user typed for a favourite is refused. Nothing is read or written once it is.
public enum FavouriteInputError: Error, Equatable, Sendable {
    /// Not a whole number from 1 to 5.
    case ratingOutOfRange(Int)
    /// The note as typed, and the rule of typed text it breaks.
    case note(String, reason: TypedTextError)
}
