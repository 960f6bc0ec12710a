/// Why a catalogue command shows no drinks: neither a saved catalogue nor TheCocktailDB could answer,
/// or the name it was given names no single drink.
public enum CatalogueFailureReason: Sendable, Equatable {
    case connectivity
    case invalidData
    /// TheCocktailDB answered HTTP 404: the address it was asked at is wrong.
    case notFound
    /// TheCocktailDB's certificate was refused: not trusted, expired, or for another host.
    case untrustedCertificate
    case noSuchCocktail(query: String)
    case ambiguousName(query: String, candidates: [String])
}
