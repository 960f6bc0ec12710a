import CocktailDBAPI
import Foundation

/// A drink's photo: the image cache first, then its address, whose download the remote loader caches.
public struct PhotoLoader: ImageDataLoader {
    private let cache: any ImageDataLoader
    private let remote: any ImageDataLoader

    public init(cache: any ImageDataLoader, remote: any ImageDataLoader) {
        self.cache = cache
        self.remote = remote
    }

    public func loadImageData(from url: URL) async throws -> Data {
        try await ImageDataLoaderWithFallbackComposite(primary: cache, fallback: remote).loadImageData(from: url)
    }

    /// For a drawing `width` pixels wide: the smallest of TheCocktailDB's renditions that covers it, else the photo
    /// itself, each from the cache first; only when the cache has neither is anything downloaded, the rendition
    /// first. Offline, a cached photo is drawn without a request.
    public func loadPhoto(from url: URL, coveringWidth width: Int) async throws -> Data {
        let rendition = PhotoRendition.url(of: url, coveringWidth: width)
        for address in [rendition, url].compactMap({ $0 }) {
            if let cached = try await Self.loaded({ try await cache.loadImageData(from: address) }) { return cached }
        }
        if let rendition, let smaller = try await Self.loaded({ try await remote.loadImageData(from: rendition) }) { return smaller }
        return try await remote.loadImageData(from: url)
    }

    /// What `load` delivers; nil when it fails, since another address or source may still have the photo.
    private static func loaded(_ load: () async throws -> Data) async throws -> Data? {
        do {
            return try await load()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return nil
        }
    }
}
