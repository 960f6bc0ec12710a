import FeedFeature
import Foundation

/// What `dringo cache info` and `clear` need from an image store, beyond the use cases.
public protocol ImageCacheMaintenance: Sendable {
    /// How many images are cached, and their total size in bytes.
    func usage() async throws -> (count: Int, bytes: Int)
    func removeAll() async throws
}

public typealias ImageCacheStore = ImageDataStore & ImageCacheMaintenance

/// Writes a whole file or nothing: `dringo image --output FILE`.
public protocol FileWriter: Sendable {
    func write(_ data: Data, to url: URL) throws
}
