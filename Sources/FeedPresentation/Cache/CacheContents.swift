import Foundation
import StoreCore

/// What the cache holds, as `cache info` tells it: the status of each cached resource, and the images' size.
public struct CacheContents: Sendable, Equatable {
    public let directoryPath: String
    public let feed: CacheStatus
    public let catalogue: CacheStatus
    public let images: CachedImagesState

    public init(directoryPath: String, feed: CacheStatus, catalogue: CacheStatus = .none, images: CachedImagesState) {
        self.directoryPath = directoryPath
        self.feed = feed
        self.catalogue = catalogue
        self.images = images
    }
}

/// The image cache's size.
public enum CachedImagesState: Sendable, Equatable {
    case usage(count: Int, bytes: Int)
    case unreadable
}
