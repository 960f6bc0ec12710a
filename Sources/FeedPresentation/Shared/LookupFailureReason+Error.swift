import CatalogueFeature
import HTTPCore
import NameMatching

extension LookupFailureReason {
    /// Why a load that looked no drink up failed, from what it threw.
    public init(_ error: any Error) {
        self.init(error, query: nil, command: "")
    }

    /// Why a lookup failed, from what its load threw; `query` is the name or id asked for, which a
    /// cocktail not found names, and `command` the one, after `dringo`, that asks for a drink by its id.
    public init(_ error: any Error, query: CocktailQuery?, command: String) {
        switch (error, query) {
        case let (CocktailLookupError.noSuchCocktail, query?): self = .noSuchCocktail(query: query.text)
        case let (miss as UnknownDrinkName, query?): self = .noSuchCocktail(query: query.text, closest: miss.closest)
        case let (CocktailLookupError.ambiguousName(candidates), query?):
            self = .ambiguousName(query: query.text, candidates: candidates, command: command)
        case (RemoteLoadError.invalidData, _): self = .invalidData
        case (RemoteLoadError.notFound, _): self = .notFound
        case (RemoteLoadError.untrustedCertificate, _): self = .untrustedCertificate
        default: self = .connectivity
        }
    }
}
