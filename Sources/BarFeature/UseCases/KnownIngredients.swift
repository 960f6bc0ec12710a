/// Every ingredient some drink uses, each once, in its first spelling: what tells an ingredient
/// the user adds from one no drink uses, and what a "did you mean" picks from.
public struct KnownIngredients: Sendable {
    private let keys: Set<String>
    private let names: [String]

    public init(_ drinks: [MakeableCandidate]) {
        var keys = Set<String>()
        var names: [String] = []
        for drink in drinks {
            for name in drink.ingredientNames {
                guard let known = BarIngredient(name), keys.insert(known.key).inserted else { continue }
                names.append(known.name)
            }
        }
        self.keys = keys
        self.names = names
    }

    /// The names no drink uses, in order, each trimmed and with the closest ingredient some drink
    /// uses, when one is close enough. A blank name names no ingredient.
    public func unknown(among names: [String]) -> [UnknownIngredient] {
        names.compactMap { name in
            guard let ingredient = BarIngredient(name), !keys.contains(ingredient.key) else { return nil }
            return UnknownIngredient(
                name: ingredient.name, suggestion: IngredientSuggestion.closest(to: ingredient.name, among: self.names))
        }
    }
}

/// An ingredient no drink uses, and the known one it may have meant.
public struct UnknownIngredient: Sendable, Hashable {
    public let name: String
    public let suggestion: String?

    public init(name: String, suggestion: String?) {
        self.name = name
        self.suggestion = suggestion
    }
}
