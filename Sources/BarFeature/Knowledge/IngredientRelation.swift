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
    init?(parsing text: Substring) {
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
        } else if text.hasPrefix("made from ") {
            let names = text.dropFirst("made from ".count).split(separator: ",", omittingEmptySubsequences: false).map(
                IngredientLine.trimmed)
            guard names.allSatisfy(IngredientLine.isName), Set(names.map(NameKey.of)).count == names.count else { return nil }
            self = .madeFrom(names)
        } else {
            return nil
        }
    }

    /// Every ingredient the relation names.
    var targets: [String] {
        switch self {
        case let .brand(name), let .variety(name), let .flavoured(name), let .synonym(name), let .form(name): [name]
        case let .madeFrom(names): names
        case .staple: []
        }
    }

    private static func name(after prefix: String, in text: Substring) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let name = IngredientLine.trimmed(text.dropFirst(prefix.count))
        return IngredientLine.isName(name) ? name : nil
    }
}
