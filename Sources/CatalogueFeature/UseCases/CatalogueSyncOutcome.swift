/// What a sync ended with: the download saved, or downloaded whole but not kept by the store.
public enum CatalogueSyncOutcome: Sendable, Equatable {
    case saved(CatalogueDownload)
    case unsaved(CatalogueDownload)

    public var download: CatalogueDownload {
        switch self {
        case let .saved(download), let .unsaved(download): download
        }
    }
}

extension CatalogueSync {
    /// `run`, where a download the store will not keep is still delivered, as unsaved: a command that syncs first
    /// answers from it, as `feed` answers from a list it could not save.
    public func runDeliveringUnsaved(progress: RemoteCatalogueLoader.Progress? = nil) async throws -> CatalogueSyncOutcome {
        do {
            return .saved(try await run(progress: progress))
        } catch let notSaved as CatalogueNotSavedError {
            return .unsaved(notSaved.download)
        }
    }
}
