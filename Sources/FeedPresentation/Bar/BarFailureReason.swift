/// Why the bar could not be read or changed. The location is where it lives, for a file its path,
/// so that the user knows which file to look at.
public enum BarFailureReason: Sendable, Equatable {
    case unreadable(location: String)
    case unwritable(location: String)
}
