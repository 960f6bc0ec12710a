import NameMatching

/// Checks a cocktail name before any request is made, by the rules of typed text.
public enum CocktailNameValidator {
    /// The longest name accepted, in characters; the API's longest names are far shorter.
    public static let maximumLength = 100

    /// The name without surrounding whitespace, or the reason it cannot be used.
    public static func validate(_ name: String) throws(CocktailNameValidationError) -> String {
        do {
            return try TypedText.validate(name, maximumLength: maximumLength)
        } catch {
            throw CocktailNameValidationError(error)
        }
    }
}

private extension CocktailNameValidationError {
    init(_ error: TypedTextError) {
        switch error {
        case .empty: self = .empty
        case .containsControlCharacters: self = .containsControlCharacters
        case let .tooLong(maximum): self = .tooLong(maximum: maximum)
        }
    }
}
