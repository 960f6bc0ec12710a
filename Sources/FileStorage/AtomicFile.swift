import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash at any instant leaves either the old file or the new one.
///
/// The bytes go to a temporary file in the same directory, which is flushed to disk and then
/// renamed over the target: `rename(2)` is atomic within one file system. Each writer's temporary
/// file has a unique name, so concurrent processes never write into the same file.
package enum AtomicFile {
    /// - Parameter creatingDirectories: make the missing folders on the way, as the stores do;
    ///   output the user names must go into a folder that exists, as with `curl -o`.
    /// - Returns: which file now stands at `url`, as it was written.
    @discardableResult
    package static func replaceContents(
        of url: URL,
        with data: some ContiguousBytes,
        creatingDirectories: Bool = true
    ) throws -> FileIdentity {
        let directory = url.deletingLastPathComponent()
        if creatingDirectories { try DirectoryCreation.makeDirectory(at: directory) }
        let temporaryPath = temporaryFilePath(for: url)
        let descriptor = try systemCall("open") {
            open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        let identity: FileIdentity
        do {
            identity = try writeDurably(data, to: descriptor)
            try systemCall("rename") { rename(temporaryPath, url.path) }
        } catch {
            _ = unlink(temporaryPath)
            throw error
        }
        // Makes the rename itself survive a power loss.
        try synchronizeDirectory(at: directory)
        return identity
    }

    /// The name of the file that the temporary file `name` was written for, or nil when `name` is
    /// not a temporary file, so a cleanup can find the ones a killed writer left behind.
    package static func targetName(ofTemporaryFileNamed name: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        // `.<target>.<pid>.<random>.tmp`: the target may hold dots, the last three parts never do.
        let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        let target = parts.dropLast(3).joined(separator: ".")
        return target.isEmpty ? nil : target
    }

    /// The process that wrote the temporary file `name`, or nil when `name` is not a temporary file.
    package static func writerProcessID(ofTemporaryFileNamed name: String) -> pid_t? {
        guard targetName(ofTemporaryFileNamed: name) != nil else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return pid_t(parts[parts.count - 3])
    }

    /// A name of its own beside `url`, which `targetName(ofTemporaryFileNamed:)` recognises, so that
    /// the cleanup of abandoned temporary files removes whatever a killed process left there.
    package static func temporaryFilePath(for url: URL) -> String {
        let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(suffix).tmp")
            .path
    }

    /// Writes every byte, flushes them to disk and closes the descriptor, even when a step fails.
    /// - Returns: the file written, as it stands once flushed.
    private static func writeDurably(_ data: some ContiguousBytes, to descriptor: Int32) throws -> FileIdentity {
        let identity: FileIdentity
        do {
            try data.withUnsafeBytes { buffer in
                guard let start = buffer.baseAddress else { return }
                var written = 0
                while written < buffer.count {
                    written += try systemCall("write") { write(descriptor, start + written, buffer.count - written) }
                }
            }
            try flushToStorage(descriptor)
            identity = try FileStatus.ofOpenFile(descriptor).identity
        } catch {
            _ = close(descriptor)
            throw error
        }
        // On Linux the descriptor is released even when close is interrupted, so it is never retried.
        if close(descriptor) != 0 {
            let code = errno
            if code != EINTR { throw SystemCallError(name: "close", code: code) }
        }
        return identity
    }

    private static func synchronizeDirectory(at url: URL) throws {
        let descriptor = try systemCall("open") { open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { _ = close(descriptor) }
        try flushToStorage(descriptor)
    }

    /// Makes what was written survive a power loss. On Darwin `fsync` only hands the data to the
    /// drive, which may keep it in its own cache; `F_FULLFSYNC` asks the drive to write it out.
    /// Some file systems refuse that request, and then `fsync` is the most there is, as Apple advises.
    private static func flushToStorage(_ descriptor: Int32) throws {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) != -1 { return }
        #endif
        try systemCall("fsync") { fsync(descriptor) }
    }
}
