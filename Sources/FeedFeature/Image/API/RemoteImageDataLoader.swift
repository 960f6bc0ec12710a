import Foundation
import HTTPCore

/// The remote use case: download the image from its absolute URL and validate it.
///
/// `RemoteResourceLoader` supplies the error mapping: transport failures are
/// `RemoteLoadError.connectivity`, an oversized body is `.invalidData`, and
/// cancellation stays `CancellationError`.
public struct RemoteImageDataLoader: ImageDataLoader {
    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func loadImageData(from url: URL) async throws -> Data {
        try await RemoteResourceLoader(url: url, client: client, mapper: FeedImageDataMapper.map).load()
    }
}
