/// A command's exit status, as dringo's contract lists them.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// Connectivity, invalid data, no valid cache, image data error.
    case couldNotLoad = 1
    /// Unknown command or flag, bad value, empty name.
    case usage = 2
    /// No such cocktail, or an ambiguous name.
    case notFound = 3
    /// Ctrl-C.
    case cancelled = 130
}
