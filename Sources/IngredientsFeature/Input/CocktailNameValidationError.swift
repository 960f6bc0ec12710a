/// Why an argument cannot be sent as a cocktail name. Presentation words the message.
public enum CocktailNameValidationError: Error, Equatable, Sendable {
    /// Empty, or nothing but whitespace.
    case empty
    case tooLong(maximum: Int)
    /// A C0 or C1 control character or DEL, which no cocktail name holds.
    case containsControlCharacters
}
