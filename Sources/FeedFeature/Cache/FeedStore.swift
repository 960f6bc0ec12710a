import StoreCore

/// Where the cocktail list's cache lives: a document store of the items and their save date.
public typealias FeedStore = DocumentStore<CachedFeed>

/// What a feed store holds: the items, as `resource`, and when they were saved.
public typealias CachedFeed = Cached<[LocalCocktailItem]>
