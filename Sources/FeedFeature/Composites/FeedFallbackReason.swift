/// Why the remote list was not delivered.
public enum FeedFallbackReason: Sendable, Equatable {
    /// The remote was not asked: the user chose to stay offline.
    case offline
    case connectivity
    case invalidData
}
