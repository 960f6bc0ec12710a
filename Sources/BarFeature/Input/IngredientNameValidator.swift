import NameMatching

/// The rules an ingredient name the user types follows, the same as a cocktail name's: no control
/// characters, and at most `maximumLength` characters.
public enum IngredientNameValidator {
    /// The longest name accepted, in characters; the catalogue's longest ingredient names are far shorter.
    public static let maximumLength = 100

    /// The name without surrounding whitespace, or the rule it breaks.
    public static func validate(_ name: String) throws(IngredientNameError) -> String {
        do {
            return try TypedText.validate(name, maximumLength: maximumLength)
        } catch {
            throw IngredientNameError(name: name, reason: error)
        }
    }
}
