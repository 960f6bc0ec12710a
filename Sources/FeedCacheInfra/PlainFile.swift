import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads, touches and removes a file, telling a missing file apart from one that cannot be used.
enum PlainFile {
    /// The file's bytes, or nil when there is no file at the path.
    static func contentsIfPresent(at url: URL) throws -> Data? {
        let descriptor: Int32
        do {
            descriptor = try systemCall("open") { open(url.path, O_RDONLY | O_CLOEXEC) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return try handle.readToEnd() ?? Data()
    }

    /// Removes the file; a file that is already gone is not an error.
    static func removeIfPresent(at url: URL) throws {
        do {
            try systemCall("unlink") { unlink(url.path) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return
        }
    }

    /// Sets the file's modification time to now.
    static func touch(at url: URL) throws {
        try systemCall("utimes") { utimes(url.path, nil) }
    }
}
