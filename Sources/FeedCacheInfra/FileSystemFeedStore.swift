import FeedFeature
import Foundation

/// Keeps the feed cache as one JSON document on disk.
///
/// An actor, so the side effects of one process run serially. Every insert replaces the whole
/// document atomically, so a crash or a concurrent `dringo` process never leaves a torn file.
public actor FileSystemFeedStore: FeedStore {
    /// Where the document lives, such as `<cache directory>/feed.json`.
    public nonisolated let fileURL: URL

    /// The file and any missing parent directories are created by the first insert.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func deleteCachedFeed() throws {
        try Error.reportingSystemCallFailures { try PlainFile.removeIfPresent(at: fileURL) }
        AbandonedTemporaryFiles.remove(of: fileURL)
    }

    public func insert(_ feed: [LocalCocktailItem], timestamp: Date) throws {
        let document = try FeedCacheDocument.encode(feed, timestamp: timestamp)
        try Error.reportingSystemCallFailures { try AtomicFile.replaceContents(of: fileURL, with: document) }
    }

    public func retrieve() throws -> CachedFeed? {
        let document: Data?
        do {
            document = try PlainFile.contentsIfPresent(at: fileURL)
        } catch {
            throw Error.unreadableCache
        }
        guard let document else { return nil }
        return try FeedCacheDocument.decode(document)
    }
}
