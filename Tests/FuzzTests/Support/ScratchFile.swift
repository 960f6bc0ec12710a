import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Overwrites a test's scratch file in place, fast enough for thousands of mutants.
///
/// `Data.write(to:)` flushes every file with `fsync`, and truncating a file to zero before
/// rewriting it makes ext4 flush it on close (its `auto_da_alloc` heuristic): either way each
/// mutant waited milliseconds on the disk. Writing from offset 0 and then cutting the file to
/// its new length does neither, and a scratch file that dies with the test needs no durability.
enum ScratchFile {
    struct WriteError: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed with errno \(code)" }
    }

    static func overwrite(_ url: URL, with data: Data) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(call: "open", code: errno) }
        defer { _ = close(descriptor) }
        try data.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = pwrite(descriptor, start + written, buffer.count - written, off_t(written))
                if result < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(call: "pwrite", code: errno)
                }
                written += result
            }
        }
        guard ftruncate(descriptor, off_t(data.count)) == 0 else { throw WriteError(call: "ftruncate", code: errno) }
    }
}
