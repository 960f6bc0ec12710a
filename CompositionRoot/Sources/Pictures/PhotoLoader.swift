import FeedFeature
import Foundation
import TerminalPictures

/// A drink's photo: the image cache first, then its address, whose download is cached.
struct PhotoLoader: ImageDataLoader {
    let cache: any ImageDataLoader
    let remote: any ImageDataLoader

    func loadImageData(from url: URL) async throws -> Data {
        try await ImageDataLoaderWithFallbackComposite(primary: cache, fallback: remote).loadImageData(from: url)
    }

    /// For a drawing: the smallest of TheCocktailDB's renditions that covers it, else the photo itself, each from
    /// the cache first; only when the cache has neither is anything downloaded, the rendition first. Offline, a
    /// cached photo is drawn without a request.
    func loadPhoto(from url: URL, drawnAs pictureProtocol: PictureProtocol, maxColumns: Int) async throws -> Data {
        let width = PhotoRendition.drawnWidth(as: pictureProtocol, maxColumns: maxColumns)
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
