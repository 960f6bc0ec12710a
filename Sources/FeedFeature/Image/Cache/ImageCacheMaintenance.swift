/// What a command that looks after the image cache (its size, clearing it) needs of a store, beyond the use cases.
public protocol ImageCacheMaintenance: Sendable {
    /// How many images are cached, and their total size in bytes.
    func usage() async throws -> (count: Int, bytes: Int)
    func removeAll() async throws
}

public typealias ImageCacheStore = ImageDataStore & ImageCacheMaintenance
