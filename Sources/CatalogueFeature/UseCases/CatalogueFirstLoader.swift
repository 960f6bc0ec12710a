/// Answers from the saved catalogue when a valid one is there, touching no network; only when
/// there is none does it ask the remote.
///
/// A catalogue that cannot be read, or holds no drinks, counts as none: validation on exit deals
/// with it, and the user still gets an answer.
public struct CatalogueFirstLoader<Resource>: Sendable {
    private let catalogue: LocalCatalogueLoader
    private let fromCatalogue: @Sendable ([Drink]) throws -> Resource
    private let remote: @Sendable () async throws -> Resource

    /// - Parameters:
    ///   - fromCatalogue: the answer out of the saved drinks.
    ///   - remote: the answer when no catalogue is saved, such as a search on TheCocktailDB.
    public init(
        catalogue: LocalCatalogueLoader,
        fromCatalogue: @escaping @Sendable ([Drink]) throws -> Resource,
        remote: @escaping @Sendable () async throws -> Resource
    ) {
        self.catalogue = catalogue
        self.fromCatalogue = fromCatalogue
        self.remote = remote
    }

    public func load() async throws -> Resource {
        if let drinks = try await savedDrinks() { return try fromCatalogue(drinks) }
        return try await remote()
    }

    private func savedDrinks() async throws -> [Drink]? {
        do {
            guard let drinks = try await catalogue.loadValidCatalogue()?.drinks, !drinks.isEmpty else { return nil }
            return drinks
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return nil
        }
    }
}
