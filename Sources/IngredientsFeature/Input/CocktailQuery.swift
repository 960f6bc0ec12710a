/// What the user asked for: a cocktail by name, or by id when the argument is all digits.
public enum CocktailQuery: Sendable, Hashable {
    case name(String)
    case id(Int)

    /// Validates the argument, then reads an all-ASCII-digit argument as an id.
    ///
    /// Digits too many for an `Int` stay a name: no drink can carry such an id,
    /// and a name search then reports that nothing matched.
    public static func parse(_ argument: String) throws(CocktailNameValidationError) -> CocktailQuery {
        let name = try CocktailNameValidator.validate(argument)
        let isAllDigits = name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if isAllDigits, let id = Int(name) {
            return .id(id)
        }
        return .name(name)
    }
}
