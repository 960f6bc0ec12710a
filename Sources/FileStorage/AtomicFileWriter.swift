import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file or none, for output the user asked for (`dringo image --output`).
///
/// It uses the same temporary-file-and-rename as the cache, so a killed or cancelled
/// write never leaves a partial file where the user expects an image.
public struct AtomicFileWriter: FileWriter {
    public init() {}

    /// Fails, writing nothing, when the folder does not exist. A device, a pipe or a socket already at
    /// the path (`/dev/null`, `/dev/stdout`, a FIFO) is written into, as `cp` does: a file renamed over
    /// it would replace the device itself, which root is allowed to do.
    public func write(_ data: Data, to url: URL) throws {
        if SpecialFile.exists(atPath: url.path) {
            try SpecialFile.writeThrough(data, toPath: url.path)
        } else {
            try AtomicFile.replaceContents(of: url, with: data, creatingDirectories: false)
        }
    }
}

/// What is at a path when it is neither a regular file nor a folder: a device, a pipe or a socket.
private enum SpecialFile {
    /// Whether the path, its links followed, is there and is such a file.
    static func exists(atPath path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    static func writeThrough(_ data: Data, toPath path: String) throws {
        let descriptor = try systemCall("open") { open(path, O_WRONLY | O_CLOEXEC) }
        defer { _ = close(descriptor) }
        try data.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                written += try systemCall("write") { write(descriptor, start + written, buffer.count - written) }
            }
        }
    }
}
