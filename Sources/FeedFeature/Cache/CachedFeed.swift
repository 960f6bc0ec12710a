import Foundation

/// What a store holds: the items and when they were saved.
public struct CachedFeed: Sendable, Equatable {
    public let feed: [LocalCocktailItem]
    public let timestamp: Date

    public init(feed: [LocalCocktailItem], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
