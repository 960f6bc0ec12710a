import CatalogueFeature

/// Answers from the saved catalogue when a valid one is there, touching no network; only when
/// there is none does it ask the remote.
///
/// A catalogue that cannot be read, or holds no drinks, counts as none: validation on exit deals
/// with it, and the user still gets an answer.
struct CatalogueFirstLoader<Resource> {
    let catalogue: LocalCatalogueLoader
    let fromCatalogue: ([Drink]) throws -> Resource
    let remote: () async throws -> Resource

    func load() async throws -> Resource {
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
