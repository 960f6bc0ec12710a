import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files that saves killed before their rename left beside a file.
///
/// One is abandoned when the process that wrote it is gone and it has not changed for a minute:
/// the minute spares a writer in another PID namespace (another container sharing the cache),
/// whose process this one cannot see. Never read as the cache either way; this only frees the disk.
package enum AbandonedTemporaryFiles {
    static let quietPeriod: TimeInterval = 60

    /// Removes them, as far as it can: a failure leaves them for the next time and is no error.
    package static func remove(of url: URL, now: Date = Date()) {
        let directory = url.deletingLastPathComponent()
        guard let names = try? DirectoryListing.namesIfPresent(in: directory) else { return }
        for name in names where AtomicFile.targetName(ofTemporaryFileNamed: name) == url.lastPathComponent {
            let file = directory.appendingPathComponent(name)
            guard let writer = AtomicFile.writerProcessID(ofTemporaryFileNamed: name), !isRunning(writer),
                let status = try? FileStatus.ofFileIfPresent(at: file), status.isRegularFile,
                now.timeIntervalSince(status.modificationDate) >= quietPeriod
            else { continue }
            try? PlainFile.removeIfPresent(at: file)
        }
    }

    /// Whether a process with this id exists; one that may not be signalled still exists.
    private static func isRunning(_ processID: pid_t) -> Bool {
        guard processID > 0 else { return true }
        return kill(processID, 0) == 0 || errno == EPERM
    }
}
