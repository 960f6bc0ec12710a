import Foundation

extension FileSystemCatalogueStore {
    /// Why the store could not read, save or delete the catalogue.
    public enum Error: Swift.Error, Equatable {
        /// The file exists but cannot be read or is not a catalogue: corrupt, truncated, empty or of the wrong shape.
        case unreadableCache
        /// The file is a catalogue in a schema version this build does not know.
        case unsupportedVersion(Int)
        /// A file-system call failed while saving or deleting the catalogue.
        case systemCallFailed(name: String, errno: Int32)
    }
}

extension FileSystemCatalogueStore.Error: SystemCallFailureReporting {}
