import CatalogueFeature
import HTTPCore

extension SyncFailureReason {
    /// Why a sync failed, from what it threw; `cacheFolder` is where a catalogue that could not be saved was to go.
    public init(_ error: any Error, cacheFolder: String) {
        switch error {
        case is CatalogueNotSavedError: self = .notSaved(location: cacheFolder)
        case RemoteLoadError.invalidData: self = .invalidData
        case RemoteLoadError.notFound: self = .notFound
        case RemoteLoadError.untrustedCertificate: self = .untrustedCertificate
        default: self = .connectivity
        }
    }
}
