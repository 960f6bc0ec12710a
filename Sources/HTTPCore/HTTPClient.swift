import Foundation

/// The one capability both features need from the network.
///
/// Implementations map transport failures to `HTTPClientError` and throw
/// `CancellationError` when the calling task is cancelled.
public protocol HTTPClient: Sendable {
    func get(from url: URL) async throws -> (Data, HTTPResponse)
}
