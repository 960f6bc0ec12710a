import Foundation
import StoreCore

/// Where the cocktail list's cache lives: a document store of the items and their save date.
public typealias FeedStore = DocumentStore<CachedFeed>

/// What a feed store holds: the items and when they were saved.
public typealias CachedFeed = Cached<[LocalCocktailItem]>

extension Cached where Resource == [LocalCocktailItem] {
    public init(feed: [LocalCocktailItem], timestamp: Date) {
        self.init(feed, timestamp: timestamp)
    }

    public var feed: [LocalCocktailItem] { resource }
}
