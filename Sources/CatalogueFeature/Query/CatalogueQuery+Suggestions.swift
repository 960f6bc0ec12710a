import NameMatching

/// A name that found no drink, with the names nearest it, which a "did you mean" offers.
public struct UnknownDrinkName: Error, Sendable, Equatable {
    public let closest: [String]

    public init(closest: [String]) {
        self.closest = closest
    }
}

extension CatalogueQuery {
    /// `load`, where a name that finds no drink fails as an `UnknownDrinkName` with the names `among` gives nearest
    /// it: they are read only then, so a lookup that finds its drink never pays for them. An id is not mistyped, and
    /// fails as it did.
    public static func suggestingNames<Resource>(
        for query: CocktailQuery, among names: @escaping @Sendable () async throws -> [String],
        _ load: @escaping () async throws -> Resource
    ) -> () async throws -> Resource {
        guard case let .name(text) = query else { return load }
        return {
            do {
                return try await load()
            } catch CocktailLookupError.noSuchCocktail {
                throw UnknownDrinkName(closest: closestNames(to: text, in: try await names()))
            }
        }
    }
}

extension LocalCatalogueIndexLoader {
    /// The drink names of the valid saved catalogue; none without one, or when it cannot be read. Only cancellation
    /// is thrown.
    public func savedNames() async throws -> [String] {
        do {
            return try await loadValid()?.resource.map(\.name) ?? []
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return []
        }
    }
}
