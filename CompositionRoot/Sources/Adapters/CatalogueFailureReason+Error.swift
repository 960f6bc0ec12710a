import FeedPresentation
import HTTPCore
import NameMatching

extension CatalogueFailureReason {
    /// Why a catalogue command failed, from what its load threw; `query` is the name or id asked
    /// for, when the command resolves one.
    init(_ error: any Error, query: CocktailQuery? = nil) {
        if let query, let lookupFailure = query.lookupFailure(for: error) {
            switch lookupFailure {
            case let .noSuchCocktail(query): self = .noSuchCocktail(query: query)
            case let .ambiguousName(query, candidates): self = .ambiguousName(query: query, candidates: candidates)
            case .connectivity: self = .connectivity
            case .invalidData: self = .invalidData
            case .notFound: self = .notFound
            case .untrustedCertificate: self = .untrustedCertificate
            }
            return
        }
        switch error {
        case RemoteLoadError.invalidData: self = .invalidData
        case RemoteLoadError.notFound: self = .notFound
        case RemoteLoadError.untrustedCertificate: self = .untrustedCertificate
        default: self = .connectivity
        }
    }
}
