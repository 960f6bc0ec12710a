/// The makeable query: pure, the drinks and the bar are handed in.
public enum Makeable {
    /// The candidates missing at most `allowedMissing` of their ingredients from the bar, fewest
    /// missing first, then by name ignoring case and diacritics, then by id. An empty bar makes nothing,
    /// and a negative `allowedMissing` allows none.
    public static func find(in candidates: [MakeableCandidate], bar: [BarIngredient], allowedMissing: Int) -> [MakeableDrink] {
        let bar = Set(bar)
        guard !bar.isEmpty else { return [] }
        return
            candidates
            .compactMap { candidate -> (drink: MakeableDrink, key: String)? in
                let ingredients = candidate.distinctIngredients()
                // A drink with no ingredients would count as made entirely from any bar, even an
                // empty one: a recipe that names nothing to use is not one the bar can make.
                guard !ingredients.isEmpty else { return nil }
                let missing = ingredients.filter { !bar.contains($0) }.map(\.name)
                guard missing.count <= max(0, allowedMissing) else { return nil }
                let drink = MakeableDrink(id: candidate.id, name: candidate.name, missing: missing)
                return (drink, BarIngredient.key(for: candidate.name))
            }
            .sorted { ($0.drink.missing.count, $0.key, $0.drink.id) < ($1.drink.missing.count, $1.key, $1.drink.id) }
            .map(\.drink)
    }
}

private extension MakeableCandidate {
    /// The recipe's ingredients, each once, in its own spelling; blank names are no ingredient.
    func distinctIngredients() -> [BarIngredient] {
        var seen = Set<BarIngredient>()
        return ingredientNames.compactMap(BarIngredient.init).filter { seen.insert($0).inserted }
    }
}
