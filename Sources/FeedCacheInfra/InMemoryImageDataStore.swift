import FeedFeature
import Foundation

/// An image store that keeps the data in memory, for tests and for runs that must not touch the disk.
///
/// Keyed by the URL's whole absolute string, like the file store, so the two agree on which URLs
/// share an entry: none.
public actor InMemoryImageDataStore: ImageCacheStore {
    private var images: [[UInt8]: Data]

    public init(images: [URL: Data] = [:]) {
        self.images = Dictionary(images.map { ($0.key.imageCacheKey, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public func insert(_ data: Data, for url: URL) throws {
        try Task.checkCancellation()
        images[url.imageCacheKey] = data
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        try Task.checkCancellation()
        return images[url.imageCacheKey]
    }

    /// How many images the store holds, and their bytes.
    public func usage() -> (count: Int, bytes: Int) {
        (images.count, images.values.reduce(0) { $0 + $1.count })
    }

    public func removeAll() {
        images.removeAll()
    }
}
