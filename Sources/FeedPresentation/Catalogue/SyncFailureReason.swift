/// Why `sync` saved nothing; in every case the catalogue saved before, if any, is left as it was.
public enum SyncFailureReason: Sendable, Equatable {
    case connectivity
    case invalidData
    /// TheCocktailDB answered HTTP 404 for a letter: the address it was asked at is wrong.
    case notFound
    /// TheCocktailDB's certificate was refused: not trusted, expired, or for another host.
    case untrustedCertificate
    /// The download was whole, but the store refused it; `location` is the cache folder it was to be saved in.
    case notSaved(location: String)
}
