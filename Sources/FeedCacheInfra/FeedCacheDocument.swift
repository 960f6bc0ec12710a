import FeedFeature
import Foundation

/// The cache's JSON form, version 1, which every build has written:
///
///     {"version":1,"timestamp":<seconds since 2001-01-01 as a Double>,
///      "items":[{"id":<Int>,"name":<String>,"description":<String>,"imageURL":<String>}, ...]}
///
/// `description` and `imageURL` are left out when there is none. The first builds wrote it with
/// `JSONEncoder`; a hand-written encoder and decoder for this one schema now read and write it
/// faster, and the test suite checks them against those Codable DTOs.
enum FeedCacheDocument {
    static let version = 1

    static func encode(_ feed: [LocalCocktailItem], timestamp: Date) throws -> [UInt8] {
        try FeedCacheJSONEncoder.encode(feed, timestamp: timestamp)
    }

    /// The cached feed, or `unreadableCache` / `unsupportedVersion` when the bytes are not a document this build writes.
    static func decode(_ bytes: some ContiguousBytes) throws(FileSystemFeedStore.Error) -> CachedFeed {
        let decoded = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileSystemFeedStore.Error) in
                try FeedCacheJSONDecoder.decode(buffer.assumingMemoryBound(to: UInt8.self))
            }
        }
        return try decoded.get()
    }
}
