/// The catalogue was downloaded whole, but the store would not keep it: what was downloaded is still here,
/// for a command that can answer from it without saving it.
public struct CatalogueNotSavedError: Error, Equatable {
    public let download: CatalogueDownload

    public init(download: CatalogueDownload) {
        self.download = download
    }
}
