import NameMatching

/// One ingredient line of the knowledge document: `Name` or `Name: relation`.
struct IngredientLine {
    let number: Int
    let name: String
    let key: String
    let relation: IngredientRelation?

    /// Nil when the line is not a name, or names a relation the format does not know.
    init?(_ text: Substring, number: Int) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = Self.trimmed(parts[0])
        guard Self.isName(name) else { return nil }
        if parts.count == 2 {
            guard let relation = IngredientRelation(parsing: Substring(Self.trimmed(parts[1]))) else { return nil }
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
        !text.isEmpty && !text.contains(where: { $0 == ":" || $0 == "," || $0 == "#" })
    }
}
