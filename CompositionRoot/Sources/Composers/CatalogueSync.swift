import CatalogueFeature

/// Downloads the whole catalogue, then saves it. Only a complete download reaches the store, so a
/// failed letter leaves the catalogue saved before exactly as it was.
struct CatalogueSync {
    let remote: RemoteCatalogueLoader
    let local: LocalCatalogueLoader

    /// The drinks saved.
    func run(progress: RemoteCatalogueLoader.Progress?) async throws -> [Drink] {
        let drinks = try await remote.load(progress: progress)
        do {
            try await local.save(drinks)
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            throw CatalogueNotSavedError()
        }
        return drinks
    }
}
