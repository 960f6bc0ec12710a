import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes, with the identity the file had while they were read.
struct FileSnapshot {
    let bytes: [UInt8]
    /// Nil when the file changed while it was read, so the bytes may be a mix of two versions.
    let identity: FileIdentity?

    /// Reads the whole file, or returns nil when there is no file at the path.
    static func ofFileIfPresent(at url: URL) throws -> FileSnapshot? {
        let descriptor: Int32
        do {
            descriptor = try systemCall("open") { open(url.path, O_RDONLY | O_CLOEXEC) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        defer { _ = close(descriptor) }
        let before = try FileIdentity.ofOpenFile(descriptor)
        let bytes = try readToEnd(descriptor, expectedCount: Int(clamping: before.size))
        let after = try FileIdentity.ofOpenFile(descriptor)
        return FileSnapshot(bytes: bytes, identity: before == after ? before : nil)
    }

    /// The size up to which the whole file is read with one allocation; a larger one grows as it is read.
    private static let largestUpFrontCapacity = 1 << 28

    /// Reads into one buffer of the size `fstat` gave, plus a spare byte that tells a file which
    /// has grown since apart from one that ends where it said.
    private static func readToEnd(_ descriptor: Int32, expectedCount: Int) throws -> [UInt8] {
        let capacity = min(max(expectedCount, 0), largestUpFrontCapacity) + 1
        var bytes = try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
            guard let start = buffer.baseAddress else { return }
            while initializedCount < buffer.count {
                let count = try systemCall("read") { read(descriptor, start + initializedCount, buffer.count - initializedCount) }
                if count == 0 { return }
                initializedCount += count
            }
        }
        guard bytes.count == capacity else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBytes { buffer in
                try systemCall("read") { read(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
