/// Why the remote list was not delivered.
public enum FeedFallbackReason: Sendable, Equatable {
    /// The remote was not asked: the user chose to stay offline.
    case offline
    case connectivity
    case invalidData
    /// The remote answered 404: no list at the address the origin and key make.
    case notFound
    /// The remote's certificate was refused: not trusted, expired, or for another host.
    case untrustedCertificate
}
