/// How a store reports that the bar could not be read or saved, naming where it lives
/// (for a file store, the file's path), so the user learns which file to look at.
public enum BarStoreError: Error, Sendable, Equatable {
    case unreadable(location: String)
    case unwritable(location: String)
}
