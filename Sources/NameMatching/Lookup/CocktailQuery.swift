/// What the user asked for: a cocktail by name, or by id when the argument is all digits.
public enum CocktailQuery: Sendable, Hashable {
    case name(String)
    case id(Int)

    /// Validates the argument, then reads an all-ASCII-digit argument as an id.
    ///
    /// Digits too many for an `Int` stay a name: no drink can carry such an id,
    /// and a name search then reports that nothing matched.
    public static func parse(_ argument: String) throws(TypedTextError) -> CocktailQuery {
        let name = try CocktailNameValidator.validate(argument)
        let isAllDigits = name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if isAllDigits, let id = Int(name) {
            return .id(id)
        }
        return .name(name)
    }

    /// The query as the user would recognise it in a message.
    public var text: String {
        switch self {
        case let .name(name): name
        case let .id(id): String(id)
        }
    }

    /// Whether a cocktail is exactly the one asked for: the same id, or the same name by `NameKey`.
    public func matches(id: Int, name: String) -> Bool {
        switch self {
        case let .name(wanted): NameKey.of(name) == NameKey.of(wanted)
        case let .id(wanted): id == wanted
        }
    }
}
