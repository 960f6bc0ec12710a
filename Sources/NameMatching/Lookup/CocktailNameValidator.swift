/// Checks a cocktail name before any request is made, by the rules of typed text.
public enum CocktailNameValidator {
    /// The longest name accepted, in characters; the API's longest names are far shorter.
    public static let maximumLength = 100

    /// The name without surrounding whitespace, or the rule it breaks.
    public static func validate(_ name: String) throws(TypedTextError) -> String {
        try TypedText.validate(name, maximumLength: maximumLength)
    }
}
