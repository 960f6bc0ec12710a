import Foundation
import Locking

/// The folders the program asked its stores to live in: the cache directory and the data directory.
final class StoreDirectoryRecorder: Sendable {
    private let directories = Locked<(cache: URL?, data: URL?)>((nil, nil))

    var cacheDirectory: URL? { directories.withLock { $0.cache } }
    var dataDirectory: URL? { directories.withLock { $0.data } }

    func recordCache(_ directory: URL) {
        directories.withLock { $0.cache = directory }
    }

    func recordData(_ directory: URL) {
        directories.withLock { $0.data = directory }
    }
}
