/// Why an argument cannot be sent as a cocktail name. Presentation words the message.
public enum CocktailNameValidationError: Error, Equatable, Sendable {
    /// Empty, or nothing but whitespace.
    case empty
    case tooLong(maximum: Int)
    /// A control character, by the rules of typed text: C0 or C1, DEL, a bidirectional control,
    /// or a line or paragraph separator, which no cocktail name holds.
    case containsControlCharacters
}
