import Foundation

/// What a cached resource holds, as `cache info` tells it.
public enum CacheStatus: Sendable, Equatable {
    case none
    case valid(count: Int, savedAt: Date)
    case expired(count: Int, savedAt: Date)
    case unreadable
}
