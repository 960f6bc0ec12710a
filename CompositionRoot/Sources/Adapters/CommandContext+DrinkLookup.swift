import CatalogueFeature
import NameMatching

extension CommandContext {
    /// How `recipe`, `fav add` and any command that names one drink find it: in the valid saved catalogue,
    /// where only that drink is read, else on TheCocktailDB, or, in the demo, in its whole catalogue saved first.
    /// An exact name wins; otherwise a lone candidate, else the lookup is ambiguous.
    func makeDrinkLookup(_ query: CocktailQuery) -> CatalogueFirstLoader<Drink> {
        let (saved, remote, context) = (makeLocalDrinkLoader(), makeRemoteDrinksLoader(), self)
        let isDemo = configuration.isDemo
        let drinks: @Sendable () async throws -> [Drink] = {
            isDemo ? try await context.savingDemoCatalogue() : try await remote.load(query.catalogueEndpoint)
        }
        return CatalogueFirstLoader(
            saved: { try await saved.resolve(query) },
            answer: { try $0.drink() },
            remote: { try CatalogueQuery.resolve(query, in: try await drinks()).drink() }
        )
    }
}

private extension CocktailQuery {
    /// What `ingredients` would ask TheCocktailDB for the same argument.
    var catalogueEndpoint: CatalogueEndpoint {
        switch self {
        case let .name(name): .search(name: name)
        case let .id(id): .lookup(id: id)
        }
    }
}
