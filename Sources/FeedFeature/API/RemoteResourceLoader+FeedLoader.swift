import HTTPCore

/// A remote loader of cocktails is a feed loader, so it can be a composite's remote.
extension RemoteResourceLoader: FeedLoader where Resource == [CocktailItem] {}
