import Foundation

/// What the cache holds, as `cache info` tells it: plain values the composition root reads from the stores.
public struct CacheContents: Sendable, Equatable {
    public let directoryPath: String
    public let feed: CachedFeedState
    public let catalogue: CachedCatalogueState
    public let images: CachedImagesState

    public init(directoryPath: String, feed: CachedFeedState, catalogue: CachedCatalogueState = .none, images: CachedImagesState) {
        self.directoryPath = directoryPath
        self.feed = feed
        self.catalogue = catalogue
        self.images = images
    }
}

/// The saved cocktail list, as the cache policy judged it.
public enum CachedFeedState: Sendable, Equatable {
    case none
    case valid(count: Int, savedAt: Date)
    case expired(count: Int, savedAt: Date)
    case unreadable
}

/// The saved catalogue, as the cache policy judged it.
public enum CachedCatalogueState: Sendable, Equatable {
    case none
    case valid(count: Int, savedAt: Date)
    case expired(count: Int, savedAt: Date)
    case unreadable
}

/// The image cache's size.
public enum CachedImagesState: Sendable, Equatable {
    case usage(count: Int, bytes: Int)
    case unreadable
}
