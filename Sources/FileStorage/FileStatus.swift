import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a file, where a link is described itself; or what `stat` says, of the file
/// a link points to, as `open` sees it.
package struct FileStatus {
    package let isRegularFile: Bool
    package let size: Int
    package let modificationDate: Date
    package let identity: FileIdentity

    /// The file's status, or nil when there is no file at the path (nor, following links, where it points).
    package static func ofFileIfPresent(at url: URL, followingLinks: Bool = false) throws -> FileStatus? {
        var info = stat()
        do {
            if followingLinks {
                try systemCall("stat") { stat(url.path, &info) }
            } else {
                try systemCall("lstat") { lstat(url.path, &info) }
            }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        return FileStatus(info)
    }

    /// The status of the file open at `descriptor`, which is the file read or written through it
    /// whatever has been renamed over its path since.
    package static func ofOpenFile(_ descriptor: Int32) throws -> FileStatus {
        var info = stat()
        try systemCall("fstat") { fstat(descriptor, &info) }
        return FileStatus(info)
    }

    private init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        isRegularFile = info.st_mode & S_IFMT == S_IFREG
        size = Int(info.st_size)
        modificationDate = Date(timeIntervalSince1970: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1_000_000_000)
        identity = FileIdentity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec))
    }
}

/// Which file is at a path: the same device, inode, size and modification time is the same file,
/// unchanged. Every save writes a new file and renames it over the path, so a save by another
/// process changes at least the inode, and a rename moves a file without changing any of these.
package struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
}
