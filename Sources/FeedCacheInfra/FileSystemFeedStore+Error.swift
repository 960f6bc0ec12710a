import Foundation

extension FileSystemFeedStore {
    /// Why the store could not read, save or delete the cache.
    public enum Error: Swift.Error, Equatable {
        /// The file exists but cannot be read or is not a feed cache: corrupt, truncated, empty or of the wrong shape.
        case unreadableCache
        /// The file is a feed cache in a schema version this build does not know.
        case unsupportedVersion(Int)
        /// A file-system call failed while saving or deleting the cache.
        case systemCallFailed(name: String, errno: Int32)
    }
}

extension FileSystemFeedStore.Error: SystemCallFailureReporting {}
