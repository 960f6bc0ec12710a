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
        defer { close(descriptor) }
        let status = try FileStatus.ofOpenFile(descriptor)
        return (try contents(of: descriptor, sizeHint: status.size), status.identity)
    }

    /// Everything left to read from `descriptor`, in as few calls as the size given allows: one byte more than
    /// the hint is asked for, so that a file of that size is read in one call and the next tells its end. A file
    /// that grew since its size was taken is read to its end all the same, and a size past reason (a sparse file's)
    /// is not allocated before its bytes arrive.
    private static func contents(of descriptor: Int32, sizeHint: Int) throws -> Data {
        var contents = Data(count: min(max(sizeHint, 0), 1 << 26) + 1)
        var count = 0
        while true {
            if count == contents.count { contents.count *= 2 }
            let received = try contents.withUnsafeMutableBytes { buffer in
                let free = UnsafeMutableRawBufferPointer(rebasing: buffer[count...])
                return try systemCall("read") { read(descriptor, free.baseAddress, free.count) }
            }
            guard received > 0 else {
                contents.count = count
                return contents
            }
            count += received
        }
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
