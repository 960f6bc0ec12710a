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

    /// The ingredients named that no drink uses, in order, each trimmed; a blank name names none.
    public func unknown(among names: [String]) -> [BarIngredient] {
        names.compactMap(BarIngredient.init).filter { !keys.contains($0.key) }
    }

    /// The known ingredient closest to `ingredient`, in its first spelling, when one is close enough.
    public func suggestion(for ingredient: BarIngredient) -> String? {
        IngredientSuggestion.closest(to: ingredient.name, among: names)
    }
}
