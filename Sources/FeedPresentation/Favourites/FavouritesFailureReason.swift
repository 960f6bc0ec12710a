/// Why the favourites could not be read or changed. The location is where they live, for a file its
/// path, so that the user knows which file to look at.
public enum FavouritesFailureReason: Sendable, Equatable {
    case unreadable(location: String)
    case unwritable(location: String)
}
