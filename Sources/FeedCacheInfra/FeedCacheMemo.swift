import FeedFeature

/// The cache a store last read, so that a second retrieve in the same process, such as
/// `dringo feed --offline` showing the cache and then validating it, need not read and decode the
/// file again while the file is provably the one that was read.
///
/// Why an unchanged identity proves unchanged content:
/// - Another `dringo` writes a new file and renames it over the cache. The path then names another
///   inode; and should the file system hand out the freed inode number again, the new file's
///   times are later than the remembered ones.
/// - Anything else that writes or truncates the file in place sets its status-change time to the
///   kernel's clock, which no program can set back. That clock ticks coarsely, though: every few
///   milliseconds, or every one or two seconds on some file systems. A same-size rewrite in the
///   same tick as the file's last change would keep the identity whole. So a memo is only kept
///   when the file's last change was more than `settlingSeconds` before the read began: any change
///   after the read then falls in a later tick and shows.
///
/// The memo belongs to one store instance, which is one process's view of the file, and is always
/// checked against a fresh `lstat` before it answers; a link at the path never matches, as `lstat`
/// describes the link and not the file read through it. A file the store has just written is too
/// recent to vouch for itself, so an insert forgets the memo rather than replacing it.
/// (This trusts the wall clock not to step back past the file's last change meanwhile.)
struct FeedCacheMemo: Sendable {
    /// Longer than any file system's timestamp granularity: FAT's is two seconds.
    static let settlingSeconds = 2

    let cache: CachedFeed
    let identity: FileIdentity

    /// Nil when the file changed too shortly before `readStarted` for its identity to vouch for its content.
    init?(cache: CachedFeed, identity: FileIdentity, readStarted: FileIdentity.Timestamp) {
        guard identity.statusChanged < readStarted.subtracting(seconds: Self.settlingSeconds) else { return nil }
        self.cache = cache
        self.identity = identity
    }

    /// The remembered cache, when the file at the path still has the identity it had when it was read.
    func cache(ifFileIs current: FileIdentity) -> CachedFeed? {
        current == identity ? cache : nil
    }
}
