import Foundation

/// Keeps image data that was loaded elsewhere, so the next load can find it locally.
public protocol ImageDataCache: Sendable {
    func save(_ data: Data, for url: URL) async throws
}
