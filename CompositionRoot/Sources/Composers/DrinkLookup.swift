import CatalogueFeature
import FeedPresentation
import Foundation
import NameMatching

/// The one way a command that names one drink finds it: the user's own drinks, then the valid saved catalogue (where
/// only that drink is read), then TheCocktailDB. An exact name wins; otherwise a lone candidate, else the lookup is
/// ambiguous. A name that finds no drink fails with the saved catalogue's names nearest it. One of the user's drinks
/// named exactly so, or with that id, wins; a name the catalogue cannot answer is then looked for among theirs.
struct DrinkLookup: Sendable {
    let caches: Caches
    /// TheCocktailDB's drinks a query may name: its search by name, or its lookup by id.
    let theCocktailDB: @Sendable (CocktailQuery) async throws -> [Drink]
    /// What a recipe is found among when no catalogue is saved: TheCocktailDB's, or in the demo its whole catalogue
    /// saved first.
    let unsavedCatalogue: @Sendable (CocktailQuery) async throws -> [Drink]
    var yours = YourDrinks.none

    /// `recipe`, `fav add` and `party`: the whole drink.
    func load(_ query: CocktailQuery) -> () async throws -> Drink {
        let unsaved = unsavedCatalogue
        return lookUp(query, answer: { $0 }, unsaved: { try CatalogueQuery.resolve(query, in: try await unsaved(query)).drink() })
    }

    /// `image`: the drink's picture. Without a saved catalogue, the cached list's entry answers before TheCocktailDB,
    /// so that with a cached photo `image` needs no network.
    func loadPicture(_ query: CocktailQuery) -> () async throws -> DrinkPicture {
        let (listed, theCocktailDB) = (caches.makeLocalFeedLoader(), theCocktailDB)
        return lookUp(query, answer: DrinkPicture.init) {
            // An unreadable list is no reason to fail: TheCocktailDB can still answer.
            if let list = try? await listed.loadValid(),
                let item = list.resource.first(where: { query.matches(id: $0.id, name: $0.name) }), let url = item.imageURL
            {
                return DrinkPicture(drinkName: item.name, url: url)
            }
            try Task.checkCancellation()
            return try DrinkPicture(try CatalogueQuery.resolve(query, in: try await theCocktailDB(query)).drink())
        }
    }

    private func lookUp<Answer>(
        _ query: CocktailQuery, answer: @escaping @Sendable (Drink) throws -> Answer,
        unsaved: @escaping @Sendable () async throws -> Answer
    ) -> () async throws -> Answer {
        let saved = caches.makeLocalDrinkLoader()
        let loader = CatalogueFirstLoader(
            saved: { try await saved.resolve(query) }, answer: { try answer(try $0.drink()) }, remote: unsaved)
        let catalogue = CatalogueQuery.suggestingNames(for: query, among: caches.makeLocalCatalogueIndexLoader().savedNames, loader.load)
        let yours = self.yours
        return {
            let drinks = await yours.drinks()
            if let exact = drinks.first(where: { query.matches(id: $0.id, name: $0.name) }) { return try answer(exact) }
            do {
                return try await catalogue()
            } catch {
                guard case .name = query, !drinks.isEmpty,
                    let mine = try? CatalogueQuery.resolve(query, in: drinks).drink()
                else { throw error }
                return try answer(mine)
            }
        }
    }
}

/// A drink's picture: whose it is and where it is.
struct DrinkPicture: Sendable {
    let drinkName: String
    let url: URL

    init(drinkName: String, url: URL) {
        self.drinkName = drinkName
        self.url = url
    }

    /// A drink with no picture has none to show.
    init(_ drink: Drink) throws {
        guard let url = drink.imageURL else { throw ImageFailure(.noImage(cocktailName: drink.name)) }
        self.init(drinkName: drink.name, url: url)
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
