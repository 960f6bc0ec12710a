/// How a store reports that the favourites could not be read or saved, naming where they live (for a
/// file store, the file's path), so the user learns which file to look at.
public enum FavouritesStoreError: Error, Sendable, Equatable {
    case unreadable(location: String)
    case unwritable(location: String)
}
