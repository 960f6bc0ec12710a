import NameMatching

/// Why a command that looks cocktails up shows none: neither a saved catalogue nor TheCocktailDB
/// could answer, or the name or id it was given names no single cocktail. Each screen words it.
public enum LookupFailureReason: Sendable, Equatable {
    case connectivity
    case invalidData
    /// TheCocktailDB answered HTTP 404: the address it was asked at is wrong, not the cocktail.
    case notFound
    /// TheCocktailDB's certificate was refused: not trusted, expired, or for another host.
    case untrustedCertificate
    /// - Parameter closest: the drink names nearest the query, which a "did you mean" offers; none when
    ///   nothing was near or no catalogue was there to ask.
    case noSuchCocktail(query: String, closest: [String] = [])
    /// - Parameter command: the command, after `dringo`, that asks for one candidate by its id (`recipe`, `fav add`).
    case ambiguousName(query: String, candidates: [CocktailCandidate], command: String)
}
