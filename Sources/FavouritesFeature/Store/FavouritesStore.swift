import StoreCore

/// Where the favourites live: a document store of them in the order they were first saved. It is the
/// user's own data: a save replaces every favourite or leaves them as they were, and nothing deletes it.
public typealias FavouritesStore = DocumentStore<[LocalFavourite]>
