import FileStorage
import Foundation

extension FileSystemImageDataStore {
    /// Why the store could not read, save, list or remove images.
    public enum Error: Swift.Error, Equatable {
        /// The file for the URL cannot be read, or is not an image cached for that URL:
        /// corrupt, truncated, foreign, or another URL's file under this URL's name.
        case unreadableImage
        /// The image's file alone would take more than the whole capacity, so it is not cached.
        case imageTooLarge(bytes: Int, capacityBytes: Int)
        /// A file-system call failed while saving, evicting, listing or removing images.
        case systemCallFailed(name: String, errno: Int32)
    }
}

extension FileSystemImageDataStore.Error: SystemCallFailureReporting {}
