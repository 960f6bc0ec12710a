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
        try readIfPresent(at: url, leadingByteCount: nil, leading: { _ in nil }, whole: { $0 })
            .map { (contents: $0.answer, identity: $0.identity) }
    }

    /// What `leading` makes of the file's first `leadingByteCount` bytes, when the file is longer and it makes
    /// something; otherwise what `whole` makes of all of it, read on from there through the same descriptor, so that
    /// both see one file even if another process replaces it meanwhile. Nil when there is no file at the path.
    package static func readIfPresent<Answer>(
        at url: URL, leadingByteCount: Int?, leading: (Data) -> Answer?, whole: (Data) -> Answer
    ) throws -> (answer: Answer, identity: FileIdentity)? {
        let descriptor: Int32
        do {
            descriptor = try systemCall("open") { open(url.path, O_RDONLY | O_CLOEXEC) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        defer { close(descriptor) }
        let status = try FileStatus.ofOpenFile(descriptor)
        var contents = Data()
        var count = 0
        if let leadingByteCount, leadingByteCount > 0, status.size > leadingByteCount {
            contents = Data(count: leadingByteCount)
            count = try fill(&contents, from: 0, reading: descriptor)
            if count == leadingByteCount, let answer = leading(contents) { return (answer, status.identity) }
        }
        // One byte more than the size is asked for, so that a file of that size is read in one call and the next
        // tells its end. A size past reason (a sparse file's) is not allocated before its bytes arrive.
        contents.count = max(min(max(status.size, 0), 1 << 26), count) + 1
        while true {
            count = try fill(&contents, from: count, reading: descriptor)
            guard count == contents.count else { break }
            // A file that grew since its size was taken is read to its end all the same.
            contents.count *= 2
        }
        contents.count = count
        return (whole(contents), status.identity)
    }

    /// Reads into `contents` from `start` until it is full or the file ends: where the bytes read end.
    private static func fill(_ contents: inout Data, from start: Int, reading descriptor: Int32) throws -> Int {
        var count = start
        while count < contents.count {
            let received = try contents.withUnsafeMutableBytes { buffer in
                let free = UnsafeMutableRawBufferPointer(rebasing: buffer[count...])
                return try systemCall("read") { read(descriptor, free.baseAddress, free.count) }
            }
            guard received > 0 else { break }
            count += received
        }
        return count
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
