/// Why `sync` saved nothing; in every case the catalogue saved before is left as it was.
public enum SyncFailureReason: Sendable, Equatable {
    case connectivity
    case invalidData
    /// The download was whole, but the store refused it.
    case notSaved
}
