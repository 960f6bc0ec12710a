/// Which rule for typed text an argument breaks. Presentation words it for what the text names.
public enum TypedTextError: Error, Equatable, Sendable {
    /// Empty, or nothing but whitespace.
    case empty
    /// A character that changes how a terminal shows text instead of being shown; see `TypedText`.
    case containsControlCharacters
    /// Longer than the caller's cap, in characters as the user sees them.
    case tooLong(maximum: Int)
}
