import StoreCore

/// One cached resource as the validation before exit and `cache validate` see it.
struct CachedResource {
    /// Whether this run read, saved or deleted it.
    let wasUsed: () async -> Bool
    let validate: () async throws -> CacheValidationOutcome
    /// What `cache validate` says of the outcome; nil says nothing.
    let message: (CacheValidationOutcome) -> String?
    /// What a command says when a resource it found invalid cannot be deleted: worded only then, so that a command
    /// whose cache is valid reads no words for it.
    let failureWarning: () -> String
}
