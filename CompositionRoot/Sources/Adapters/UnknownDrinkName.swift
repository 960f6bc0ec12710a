import CatalogueFeature
import NameMatching

/// A name that found no drink, with the saved catalogue's names nearest it, which a "did you mean" offers.
struct UnknownDrinkName: Error {
    let closest: [String]
}

extension Caches {
    /// `load`, where a name that finds no drink fails as an `UnknownDrinkName` with the saved catalogue's names
    /// nearest it: they are read only then, so a lookup that finds its drink never pays for them. An id is not
    /// mistyped, and fails as it did.
    func suggestingDrinkNames<Resource>(
        for query: CocktailQuery, _ load: @escaping () async throws -> Resource
    ) -> () async throws -> Resource {
        guard case let .name(text) = query else { return load }
        let caches = self
        return {
            do {
                return try await load()
            } catch CocktailLookupError.noSuchCocktail {
                throw UnknownDrinkName(closest: try await caches.closestDrinkNames(to: text))
            }
        }
    }

    /// The drink names of the valid saved catalogue nearest `text`; none without one, or when it cannot be read.
    func closestDrinkNames(to text: String) async throws -> [String] {
        let drinks: [IndexedDrink]
        do {
            drinks = try await makeLocalCatalogueIndexLoader().loadValid()?.resource ?? []
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return []
        }
        return CatalogueQuery.closestNames(to: text, in: drinks.map(\.name))
    }
}

extension ExitCode {
    /// A name or id that names no single drink is exit 3; any other failure to look one up, exit 1.
    static func ofLookup(_ error: any Error) -> ExitCode {
        error is CocktailLookupError || error is UnknownDrinkName ? .notFound : .couldNotLoad
    }
}
