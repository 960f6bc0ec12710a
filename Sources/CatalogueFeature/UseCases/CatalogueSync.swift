/// Downloads the whole catalogue, then saves it. Only a whole download reaches the store, so a
/// failed request leaves the catalogue saved before exactly as it was.
///
/// The drinks of a valid saved catalogue are handed to the download, which looks none of them up
/// again; the letters are still asked, so the drinks they bring arrive as they are now. An expired
/// catalogue's drinks are not reused: the contract never uses an expired catalogue.
public struct CatalogueSync: Sendable {
    private let remote: RemoteCatalogueLoader
    private let local: LocalCatalogueLoader

    public init(remote: RemoteCatalogueLoader, local: LocalCatalogueLoader) {
        self.remote = remote
        self.local = local
    }

    /// The drinks saved, and whether others may be missing. A store that will not keep them is a
    /// `CatalogueNotSavedError`.
    public func run(progress: RemoteCatalogueLoader.Progress? = nil) async throws -> CatalogueDownload {
        let download = try await remote.load(reusing: try await savedDrinks(), progress: progress)
        do {
            try await local.save(download.drinks)
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            throw CatalogueNotSavedError(download: download)
        }
        return download
    }

    /// A saved catalogue that cannot be read counts as none, as it does for every catalogue command.
    private func savedDrinks() async throws -> [Drink] {
        do {
            return try await local.loadValidCatalogue()?.drinks ?? []
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return []
        }
    }
}
