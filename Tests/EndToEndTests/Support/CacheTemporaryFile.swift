/// A temporary file that a save of `feed.json` writes before it renames it into place:
/// `.feed.json.<pid>.<random hex>.tmp`, so a killed writer's leftover names the process it was.
struct CacheTemporaryFile: Sendable, Equatable, CustomStringConvertible {
    let name: String
    /// The process that wrote it.
    let writer: Int32

    /// Nil when `name` is not a temporary file of `target`.
    init?(named name: String, target: String = "feed.json") {
        let prefix = ".\(target)."
        guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let writer = Int32(parts[0]), !parts[1].isEmpty,
            parts[1].allSatisfy(\.isHexDigit)
        else { return nil }
        self.name = name
        self.writer = writer
    }

    var description: String { name }
}
