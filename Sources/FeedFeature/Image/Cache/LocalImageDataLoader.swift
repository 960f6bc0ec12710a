import Foundation

/// The image cache use cases: load cached image data, and cache loaded image data.
public final class LocalImageDataLoader: Sendable {
    private let store: any ImageDataStore

    public init(store: any ImageDataStore) {
        self.store = store
    }

    /// Cancellation wins over whatever the store made of it, so a cancelled use case
    /// never reports a cache failure.
    private static func cancellationOr(_ failure: some Error, given storeError: any Error) -> any Error {
        storeError is CancellationError || Task.isCancelled ? CancellationError() : failure
    }
}

extension LocalImageDataLoader: ImageDataLoader {
    public enum LoadError: Error, Equatable, Sendable {
        /// The store could not be read.
        case failed
        /// Nothing is cached for the URL.
        case notFound
    }

    public func loadImageData(from url: URL) async throws -> Data {
        try Task.checkCancellation()
        let data: Data?
        do {
            data = try await store.retrieve(dataForURL: url)
        } catch {
            throw Self.cancellationOr(LoadError.failed, given: error)
        }
        // A store that ignores cancellation must not make a cancelled load deliver data.
        try Task.checkCancellation()
        guard let data else { throw LoadError.notFound }
        return data
    }
}

extension LocalImageDataLoader: ImageDataCache {
    public enum SaveError: Error, Equatable, Sendable {
        /// The store could not be written.
        case failed
    }

    /// Caches `data` for `url`. A task cancelled before the save writes nothing.
    public func save(_ data: Data, for url: URL) async throws {
        try Task.checkCancellation()
        do {
            try await store.insert(data, for: url)
        } catch {
            throw Self.cancellationOr(SaveError.failed, given: error)
        }
    }
}
