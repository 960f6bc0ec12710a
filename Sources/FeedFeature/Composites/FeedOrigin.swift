import Foundation

/// Where a delivered list came from.
public enum FeedOrigin: Sendable, Equatable {
    case remote
    /// The cache saved at `savedAt`, delivered because the remote list could not be had.
    case cache(savedAt: Date, reason: FeedFallbackReason)
}
