import CatalogueFeature
import NameMatching

/// How `recipe`, `fav add` and any command that names one drink find it: in the valid saved catalogue, where only
/// that drink is read, else among the drinks `remoteDrinks` answers (TheCocktailDB's, or in the demo its whole
/// catalogue saved first). An exact name wins; otherwise a lone candidate, else the lookup is ambiguous. A name that
/// finds no drink fails with the saved catalogue's names nearest it. The user's own drinks come first: one of theirs
/// named exactly so, or with that id, wins; a name the catalogue cannot answer is then looked for among theirs.
struct DrinkLookup: Sendable {
    let caches: Caches
    let remoteDrinks: @Sendable (CocktailQuery) async throws -> [Drink]
    var yours = YourDrinks.none

    func load(_ query: CocktailQuery) -> () async throws -> Drink {
        let (saved, remoteDrinks) = (caches.makeLocalDrinkLoader(), remoteDrinks)
        let loader = CatalogueFirstLoader(
            saved: { try await saved.resolve(query) },
            answer: { try $0.drink() },
            remote: { try CatalogueQuery.resolve(query, in: try await remoteDrinks(query)).drink() }
        )
        let catalogue = caches.suggestingDrinkNames(for: query, loader.load)
        let yours = self.yours
        return {
            let drinks = await yours.drinks()
            if let exact = drinks.first(where: { query.matches(id: $0.id, name: $0.name) }) { return exact }
            do {
                return try await catalogue()
            } catch {
                guard case .name = query, !drinks.isEmpty,
                    let mine = try? CatalogueQuery.resolve(query, in: drinks).drink()
                else { throw error }
                return mine
            }
        }
    }
}

extension CocktailQuery {
    /// What TheCocktailDB is asked for the drinks this query may name.
    var catalogueEndpoint: CatalogueEndpoint {
        switch self {
        case let .name(name): .search(name: name)
        case let .id(id): .lookup(id: id)
        }
    }
}
