/// Answers from the saved catalogue when a valid one is there, touching no network; only when
/// there is none does it ask the remote.
///
/// A catalogue that cannot be read, or holds no drinks, counts as none: validation on exit deals
/// with it, and the user still gets an answer.
public struct CatalogueFirstLoader<Resource>: Sendable {
    /// The answer out of the saved catalogue, nil when none is there to answer from.
    private let saved: @Sendable () async throws -> Resource?
    private let remote: @Sendable () async throws -> Resource

    /// - Parameters:
    ///   - fromCatalogue: the answer out of the saved drinks.
    ///   - remote: the answer when no catalogue is saved, such as a search on TheCocktailDB.
    public init(
        catalogue: LocalCatalogueLoader,
        fromCatalogue: @escaping @Sendable ([Drink]) throws -> Resource,
        remote: @escaping @Sendable () async throws -> Resource
    ) {
        saved = {
            guard let drinks = try await Self.savedDrinks({ try await catalogue.loadValidCatalogue()?.drinks }) else { return nil }
            return try fromCatalogue(drinks)
        }
        self.remote = remote
    }

    /// Answers from the saved catalogue's index, for a query that needs only names and ingredients:
    /// reading it costs a small part of reading the whole catalogue.
    /// - Parameter fromIndex: the answer out of the saved drinks' entries.
    public init(
        index: LocalCatalogueIndexLoader,
        fromIndex: @escaping @Sendable ([IndexedDrink]) throws -> Resource,
        remote: @escaping @Sendable () async throws -> Resource
    ) {
        saved = {
            guard let drinks = try await Self.savedDrinks({ try await index.loadValid()?.resource }) else { return nil }
            return try fromIndex(drinks)
        }
        self.remote = remote
    }

    public func load() async throws -> Resource {
        if let answer = try await saved() { return answer }
        return try await remote()
    }

    /// The saved drinks, or nil when there are none or they cannot be read.
    private static func savedDrinks<Drinks: Collection>(_ read: () async throws -> Drinks?) async throws -> Drinks? {
        do {
            guard let drinks = try await read(), !drinks.isEmpty else { return nil }
            return drinks
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return nil
        }
    }
}
