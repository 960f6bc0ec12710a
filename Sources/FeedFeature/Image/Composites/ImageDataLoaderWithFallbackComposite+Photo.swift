import CocktailDBAPI
import Foundation

extension ImageDataLoaderWithFallbackComposite {
    /// A drink's photo for a drawing `width` pixels wide, from the image cache (`primary`) else its address, whose
    /// download `fallback` caches: the smallest of TheCocktailDB's renditions that covers the width, else the photo
    /// itself, each from the cache first; only when the cache has neither is anything downloaded, the rendition first.
    /// Offline, a cached photo is drawn without a request.
    public func loadPhoto(from url: URL, coveringWidth width: Int) async throws -> Data {
        let rendition = PhotoRendition.url(of: url, coveringWidth: width)
        for address in [rendition, url].compactMap({ $0 }) {
            if let cached = try await Self.loaded({ try await primary.loadImageData(from: address) }) { return cached }
        }
        if let rendition, let smaller = try await Self.loaded({ try await fallback.loadImageData(from: rendition) }) { return smaller }
        return try await fallback.loadImageData(from: url)
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
