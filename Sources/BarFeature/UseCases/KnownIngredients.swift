/// Every ingredient some drink uses, each once, in its first spelling, and with the knowledge every
/// name it places: what tells an ingredient the user adds from one nothing knows, and what a "did
/// you mean" picks from.
public struct KnownIngredients: Sendable {
    private let keys: Set<String>
    private let names: [String]
    /// How many drinks use each ingredient, by key: the more, the likelier a suggestion.
    private let uses: [String: Int]
    private let knowledge: IngredientKnowledge?

    /// - Parameter knowledge: what a bartender knows of names no drink spells; nil knows only the drinks'.
    public init(_ drinks: [MakeableCandidate], knowledge: IngredientKnowledge? = nil) {
        var keys = Set<String>()
        var names: [String] = []
        var uses: [String: Int] = [:]
        for drink in drinks {
            var used = Set<String>()
            for name in drink.ingredientNames {
                guard let known = BarIngredient(name), used.insert(known.key).inserted else { continue }
                uses[known.key, default: 0] += 1
                guard keys.insert(known.key).inserted else { continue }
                names.append(known.name)
            }
        }
        self.keys = keys
        self.names = names
        self.uses = uses
        self.knowledge = knowledge
    }

    /// The ingredients named that no drink uses and the knowledge does not place, in order, each
    /// trimmed; a blank name names none.
    public func unknown(among names: [String]) -> [BarIngredient] {
        names.compactMap(BarIngredient.init).filter { !keys.contains($0.key) && knowledge?.places($0.name) != true }
    }

    /// The known ingredient closest to `ingredient`, in its first spelling, when one is close enough, the one
    /// more drinks use among names as near; else, with the knowledge, the family its words name (`Vodka` for
    /// "Smirnoff vodka").
    public func suggestion(for ingredient: BarIngredient) -> String? {
        guard let knowledge else { return IngredientSuggestion.closest(to: ingredient.name, among: names, uses: uses) }
        return IngredientSuggestion.closest(to: ingredient.name, among: names, uses: uses, knowledge: knowledge)
            ?? IngredientSuggestion.family(namedWithin: ingredient.name, knowledge: knowledge)
    }

    /// The known ingredient whose name, as `spelled` writes it (in a reader's language), is closest to `ingredient`,
    /// as its first spelling; nil when none is close enough.
    public func suggestion(for ingredient: BarIngredient, spelledAs spelled: (String) -> String) -> String? {
        IngredientSuggestion.closest(to: ingredient.name, among: names, spelledAs: spelled, uses: uses)
    }
}
