import Foundation
import FeedFeature

/// Keeps the feed cache as one JSON document on disk.
///
/// An actor, so the side effects of one process run serially. Every insert replaces the whole
/// document atomically, so a crash or a concurrent `dringo` process never leaves a torn file.
public actor FileSystemFeedStore: FeedStore {
    /// Where the document lives, such as `<cache directory>/feed.json`.
    public nonisolated let fileURL: URL
    /// The document last read, for a second retrieve of the same unchanged file. Readable in the
    /// module so that tests can tell whether one is kept.
    private(set) var memo: FeedCacheMemo?

    /// The file and any missing parent directories are created by the first insert.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func deleteCachedFeed() throws {
        memo = nil
        try Error.reportingSystemCallFailures { try PlainFile.removeIfPresent(at: fileURL) }
        AbandonedTemporaryFiles.remove(of: fileURL)
    }

    public func insert(_ feed: [LocalCocktailItem], timestamp: Date) throws {
        memo = nil
        let document = try FeedCacheDocument.encode(feed, timestamp: timestamp)
        try Error.reportingSystemCallFailures { try AtomicFile.replaceContents(of: fileURL, with: document) }
    }

    public func retrieve() throws -> CachedFeed? {
        if let cache = rememberedCacheIfFileUnchanged() { return cache }
        memo = nil
        // Taken before the file is opened, so that it is no later than the read.
        let readStarted = FileIdentity.Timestamp.now()
        let snapshot: FileSnapshot?
        do {
            snapshot = try FileSnapshot.ofFileIfPresent(at: fileURL)
        } catch {
            throw Error.unreadableCache
        }
        guard let snapshot else { return nil }
        let cache = try FeedCacheDocument.decode(snapshot.bytes)
        if let identity = snapshot.identity {
            memo = FeedCacheMemo(cache: cache, identity: identity, readStarted: readStarted)
        }
        return cache
    }

    private func rememberedCacheIfFileUnchanged() -> CachedFeed? {
        guard let memo, let current = try? FileIdentity.ofFileIfPresent(at: fileURL) else { return nil }
        return memo.cache(ifFileIs: current)
    }
}
