import Foundation

/// Where cached image data lives, keyed by the image's remote URL.
///
/// Two URLs never share an entry. Implementations report failures by throwing and
/// throw `CancellationError` when the calling task is cancelled.
public protocol ImageDataStore: Sendable {
    /// Stores `data` for `url`, replacing whatever was there.
    func insert(_ data: Data, for url: URL) async throws
    /// The data stored for `url`, or nil when there is none.
    func retrieve(dataForURL url: URL) async throws -> Data?
}
