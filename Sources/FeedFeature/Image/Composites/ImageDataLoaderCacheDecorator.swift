import Foundation

/// Caches what `decoratee` loads.
///
/// A failed save does not fail the load: the caller still gets the image, and hears of
/// the failure through `onSaveFailure` so it can warn. A cancelled save is the load's
/// cancellation, not a failure to report.
public struct ImageDataLoaderCacheDecorator: ImageDataLoader {
    private let decoratee: any ImageDataLoader
    private let cache: any ImageDataCache
    private let onSaveFailure: @Sendable (any Error) -> Void

    public init(
        decoratee: any ImageDataLoader,
        cache: any ImageDataCache,
        onSaveFailure: @escaping @Sendable (any Error) -> Void
    ) {
        self.decoratee = decoratee
        self.cache = cache
        self.onSaveFailure = onSaveFailure
    }

    public func loadImageData(from url: URL) async throws -> Data {
        let data = try await decoratee.loadImageData(from: url)
        do {
            try await cache.save(data, for: url)
        } catch {
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            onSaveFailure(error)
        }
        return data
    }
}
