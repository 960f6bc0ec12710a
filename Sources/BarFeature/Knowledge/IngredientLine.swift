import NameMatching

/// One ingredient line of the knowledge document: `Name` or `Name: relation`.
struct IngredientLine {
    let number: Int
    let name: String
    let key: String
    let relation: IngredientRelation?

    /// Nil when the line is not a name, or names a relation the format does not know.
    init?(_ text: Substring, number: Int) {
        let colon = text.utf8.firstIndex(of: UInt8(ascii: ":"))
        let name = Self.trimmed(text[..<(colon ?? text.endIndex)])
        guard Self.isName(name) else { return nil }
        if let colon {
            guard let relation = IngredientRelation(parsing: Substring(Self.trimmed(text[text.utf8.index(after: colon)...]))) else {
                return nil
            }
            self.relation = relation
        } else {
            relation = nil
        }
        self.number = number
        self.name = name
        self.key = NameKey.of(name)
    }

    static func trimmed(_ text: Substring) -> String {
        NameKey.trimmed(String(text))
    }

    /// A name is not blank and holds none of the characters the format gives a meaning to.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && !text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "#") })
    }
}
