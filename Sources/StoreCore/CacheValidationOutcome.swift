/// What validating a cached resource found and did.
public enum CacheValidationOutcome: Sendable, Equatable {
    case empty
    case valid
    case deletedExpired
    case deletedUnreadable
    /// The resource read was expired or unreadable, but another process saved a new one before it
    /// could be deleted: the new one was kept.
    case keptReplacement
}
