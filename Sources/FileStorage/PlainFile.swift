import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads, touches and removes a file, telling a missing file apart from one that cannot be used.
package enum PlainFile {
    /// The file's bytes, or nil when there is no file at the path.
    package static func contentsIfPresent(at url: URL) throws -> Data? {
        try contentsAndIdentityIfPresent(at: url)?.contents
    }

    /// The file's bytes and which file they were read from, or nil when there is no file at the path.
    package static func contentsAndIdentityIfPresent(at url: URL) throws -> (contents: Data, identity: FileIdentity)? {
        let descriptor: Int32
        do {
            descriptor = try systemCall("open") { open(url.path, O_RDONLY | O_CLOEXEC) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let identity = try FileStatus.ofOpenFile(descriptor).identity
        return (try handle.readToEnd() ?? Data(), identity)
    }

    /// Removes the file; a file that is already gone is not an error.
    package static func removeIfPresent(at url: URL) throws {
        do {
            try systemCall("unlink") { unlink(url.path) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return
        }
    }

    /// Sets the file's modification time to now.
    package static func touch(at url: URL) throws {
        try systemCall("utimes") { utimes(url.path, nil) }
    }
}
