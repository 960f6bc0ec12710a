import CatalogueFeature
import HTTPCore
import NameMatching

/// A picture that failed for a reason known where it failed: the image's own address, its decoding, its file.
public struct ImageFailure: Error, Sendable, Equatable {
    public let reason: ImageFailureReason

    public init(_ reason: ImageFailureReason) {
        self.reason = reason
    }
}

extension ImageFailureReason {
    /// Why a picture failed, from what it threw: its own failure, else the lookup's, else TheCocktailDB's.
    /// - Parameter command: the one, after `dringo`, that asks for a drink by its id.
    public init(_ error: any Error, query: CocktailQuery, command: String) {
        switch error {
        case let failure as ImageFailure: self = failure.reason
        case is CocktailLookupError, is UnknownDrinkName: self = .lookup(LookupFailureReason(error, query: query, command: command))
        case RemoteLoadError.invalidData: self = .invalidData
        case RemoteLoadError.notFound: self = .lookup(.notFound)
        case RemoteLoadError.untrustedCertificate: self = .lookup(.untrustedCertificate)
        default: self = .connectivity
        }
    }
}
