import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a file: a link is described itself, never the file it points to.
struct FileStatus {
    let isRegularFile: Bool
    let size: Int
    let modificationDate: Date

    /// The file's status, or nil when there is no file at the path.
    static func ofFileIfPresent(at url: URL) throws -> FileStatus? {
        var info = stat()
        do {
            try systemCall("lstat") { lstat(url.path, &info) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStatus(
            isRegularFile: info.st_mode & S_IFMT == S_IFREG,
            size: Int(info.st_size),
            modificationDate: Date(timeIntervalSince1970: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1_000_000_000)
        )
    }
}
