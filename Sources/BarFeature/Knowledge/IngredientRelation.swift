import NameMatching

/// What one line of the knowledge says about its ingredient.
enum IngredientRelation: Equatable {
    case brand(of: String)
    case variety(of: String)
    case flavoured(String)
    case synonym(of: String)
    case form(of: String)
    case madeFrom([String])
    case staple

    /// The relation a line states after its colon, or nil when it states none the format knows.
    /// Read from a `String`, whose comparisons have a fast path for ASCII text that `Substring`'s lack.
    init?(parsing text: String) {
        if text == "staple" {
            self = .staple
        } else if let name = Self.name(after: "brand of ", in: text) {
            self = .brand(of: name)
        } else if let name = Self.name(after: "variety of ", in: text) {
            self = .variety(of: name)
        } else if let name = Self.name(after: "flavoured ", in: text) {
            self = .flavoured(name)
        } else if let name = Self.name(after: "same as ", in: text) {
            self = .synonym(of: name)
        } else if let name = Self.name(after: "form of ", in: text) {
            self = .form(of: name)
        } else if let list = Self.rest(of: text, after: "made from ") {
            let names = list.split(separator: ",", omittingEmptySubsequences: false).map(IngredientLine.trimmed)
            guard names.allSatisfy(IngredientLine.isName), Set(names.map(NameKey.of)).count == names.count else { return nil }
            self = .madeFrom(names)
        } else {
            return nil
        }
    }

    private static func name(after prefix: String, in text: String) -> String? {
        guard let rest = rest(of: text, after: prefix) else { return nil }
        let name = IngredientLine.trimmed(rest)
        return IngredientLine.isName(name) ? name : nil
    }

    /// What follows `prefix` in `text`, when `text` starts with it. `hasPrefix` compares characters, and
    /// no other text is canonically equal to the lower-case ASCII words and spaces of a prefix, so the
    /// text starts with the prefix's very bytes: it is cut there, without counting characters.
    private static func rest(of text: String, after prefix: String) -> Substring? {
        guard text.hasPrefix(prefix) else { return nil }
        return Substring(text.utf8.dropFirst(prefix.utf8.count))
    }
}
