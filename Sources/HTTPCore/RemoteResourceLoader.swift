import Foundation

/// Runs one remote use case: download, then let a feature's mapper validate and map.
///
/// Transport failures become `RemoteLoadError.connectivity`, a refused certificate
/// `.untrustedCertificate`, an oversized body `.invalidData`; cancellation stays
/// `CancellationError`, and whatever the mapper throws reaches the caller unchanged
/// so features can keep their own errors.
public struct RemoteResourceLoader<Resource: Sendable>: Sendable {
    public typealias Mapper = @Sendable (Data, HTTPResponse) throws -> Resource

    private let url: URL
    private let client: any HTTPClient
    private let mapper: Mapper

    public init(url: URL, client: any HTTPClient, mapper: @escaping Mapper) {
        self.url = url
        self.client = client
        self.mapper = mapper
    }

    public func load() async throws -> Resource {
        let (data, response) = try await download()
        try Task.checkCancellation()
        return try mapper(data, response)
    }

    private func download() async throws -> (Data, HTTPResponse) {
        do {
            return try await client.get(from: url)
        } catch {
            // Cancellation wins over whatever the client made of it.
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            switch error {
            case HTTPClientError.responseTooLarge: throw RemoteLoadError.invalidData
            case HTTPClientError.untrustedCertificate: throw RemoteLoadError.untrustedCertificate
            default: throw RemoteLoadError.connectivity
            }
        }
    }
}
