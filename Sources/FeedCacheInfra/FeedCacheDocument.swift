import FeedFeature
import FileStorage
import Foundation

/// The feed cache's JSON form, version 1, which every build has written: a `CacheListDocument` of
/// `FeedItemSchema`'s items under `items`. The first builds wrote it with `JSONEncoder`; the test
/// suite checks the one-pass codec against those Codable DTOs.
public enum FeedCacheDocument: DocumentCodec {
    public static func encode(_ cache: CachedFeed) throws -> [UInt8] {
        try CacheListDocument<FeedItemSchema>.encode(cache)
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> CachedFeed {
        try CacheListDocument<FeedItemSchema>.decode(bytes)
    }
}
