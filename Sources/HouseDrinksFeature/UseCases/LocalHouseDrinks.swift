import NameMatching

/// The user's own drinks: add a file's drinks whole or none, replace one, remove one, list them, and find them by
/// name or id as a lookup finds a catalogue drink.
///
/// Every change reads the drinks first, so drinks that cannot be read fail it with the store's error before anything
/// is written; each runs alone among processes, so two adding at once both land.
public final class LocalHouseDrinks: Sendable {
    private let store: any HouseDrinksStore
    private let exclusion: any HouseDrinksExclusion

    public init(store: any HouseDrinksStore, exclusion: any HouseDrinksExclusion = NoExclusion()) {
        self.store = store
        self.exclusion = exclusion
    }

    /// None saved is none at all, in the order they were added.
    public func all() async throws -> [HouseDrink] {
        try await store.retrieve() ?? []
    }

    /// By name, ignoring case and diacritics, then by id.
    public func list() async throws -> [HouseDrink] {
        try await all().sorted { (NameKey.of($0.name), $0.id) < (NameKey.of($1.name), $1.id) }
    }

    /// Adds every recipe, with the next free ids, or none: a name already among the user's drinks refuses the whole.
    @discardableResult
    public func add(_ recipes: [HouseRecipe]) async throws -> [HouseDrink] {
        let store = self.store
        return try await exclusion.exclusively {
            var drinks = try await store.retrieve() ?? []
            let names = Set(drinks.map { NameKey.of($0.name) })
            if let taken = recipes.first(where: { names.contains(NameKey.of($0.name)) }) {
                throw DrinkFileError(.alreadyYours(taken.name))
            }
            var next = (drinks.map(\.id).max() ?? 0) + 1
            guard next + recipes.count - 1 <= HouseDrink.largestID else { throw DrinkFileError(.noRoom) }
            var added: [HouseDrink] = []
            for recipe in recipes {
                added.append(HouseDrink(id: next, recipe: recipe))
                next += 1
            }
            drinks += added
            if !added.isEmpty { try await store.save(drinks) }
            return added
        }
    }

    /// Replaces the recipe of the drink with `id`, which keeps its id; a name another of the user's drinks has is refused.
    @discardableResult
    public func replace(id: Int, with recipe: HouseRecipe) async throws -> HouseDrink {
        let store = self.store
        return try await exclusion.exclusively {
            var drinks = try await store.retrieve() ?? []
            guard let index = drinks.firstIndex(where: { $0.id == id }) else { throw CocktailLookupError.noSuchCocktail }
            if drinks.contains(where: { $0.id != id && NameKey.of($0.name) == NameKey.of(recipe.name) }) {
                throw DrinkFileError(.alreadyYours(recipe.name))
            }
            let drink = HouseDrink(id: id, recipe: recipe)
            if drinks[index] != drink {
                drinks[index] = drink
                try await store.save(drinks)
            }
            return drink
        }
    }

    /// Removes the drink the query names.
    /// - Throws: `CocktailLookupError` when none of the user's drinks, or more than one, is meant.
    @discardableResult
    public func remove(_ query: CocktailQuery) async throws -> HouseDrink {
        let store = self.store
        return try await exclusion.exclusively {
            var drinks = try await store.retrieve() ?? []
            let removed = try Self.resolve(query, in: drinks)
            drinks.removeAll { $0.id == removed.id }
            try await store.save(drinks)
            return removed
        }
    }

    /// The drink the query names: its id, else its exact name, else the one name that holds the text.
    public func find(_ query: CocktailQuery) async throws -> HouseDrink {
        try Self.resolve(query, in: try await all())
    }

    /// The drink named exactly so, or with this id; nil when none is, so the catalogue may answer.
    public func exactly(_ query: CocktailQuery) async throws -> HouseDrink? {
        try await all().first { query.matches(id: $0.id, name: $0.name) }
    }

    static func resolve(_ query: CocktailQuery, in drinks: [HouseDrink]) throws(CocktailLookupError) -> HouseDrink {
        let candidates = drinks.filter { drink in
            switch query {
            case let .id(id): drink.id == id
            case let .name(name): NameKey.of(drink.name).contains(NameKey.of(name))
            }
        }
        return try query.resolve(among: candidates, id: \.id, name: \.name).one(id: \.id, name: \.name)
    }
}
