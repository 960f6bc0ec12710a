import Foundation

/// Delivers a cocktail image's bytes from wherever a loader gets them.
///
/// A cancelled load delivers neither data nor any error but `CancellationError`.
public protocol ImageDataLoader: Sendable {
    func loadImageData(from url: URL) async throws -> Data
}
