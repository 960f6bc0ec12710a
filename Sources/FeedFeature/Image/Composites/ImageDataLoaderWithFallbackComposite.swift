import Foundation

/// Loads from `primary`, and from `fallback` when the primary fails for any reason but cancellation.
public struct ImageDataLoaderWithFallbackComposite: ImageDataLoader {
    let primary: any ImageDataLoader
    let fallback: any ImageDataLoader

    public init(primary: any ImageDataLoader, fallback: any ImageDataLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadImageData(from url: URL) async throws -> Data {
        do {
            return try await primary.loadImageData(from: url)
        } catch {
            // A cancelled load stops here: the fallback would be work nobody waits for.
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            return try await fallback.loadImageData(from: url)
        }
    }
}
