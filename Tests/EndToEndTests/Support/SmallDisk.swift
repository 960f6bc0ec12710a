import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system of a few hundred kilobytes of its own, a tmpfs mounted on a folder, that a test can
/// fill to the last byte: a full disk, without filling the machine's.
///
/// Mounting takes root (CAP_SYS_ADMIN) on Linux, as CI runs the tests; elsewhere the tests that need
/// one are skipped, saying why.
final class SmallDisk: Sendable {
    static let bytes = 256 * 1024

    /// Whether a tmpfs can be mounted here; tried once per test run.
    static let canMount: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-e2e-disk-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard let disk = try? SmallDisk(mountedOn: probe) else { return false }
        disk.unmount()
        return true
    }()

    static let unavailableReason: Comment =
        "a tmpfs cannot be mounted here (Linux, as root with CAP_SYS_ADMIN), so there is no disk to fill"

    /// Where it is mounted.
    let folder: URL

    /// Mounts an empty tmpfs on `folder`, which must exist; every user may write into it.
    init(mountedOn folder: URL) throws {
        #if os(Linux)
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=\(Self.bytes),mode=0777") == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
        self.folder = folder
        #else
        throw POSIXError(.ENOTSUP)
        #endif
    }

    /// Writes a file that takes every byte left, so that the next write fails with "no space left".
    func fill() throws {
        let filler = open(folder.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard filler >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(filler) }
        let chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let written = chunk.withUnsafeBytes { write(filler, $0.baseAddress, $0.count) }
            if written > 0 { continue }
            let code = written < 0 ? errno : EIO
            if code == ENOSPC { return }
            if code != EINTR { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        }
    }

    /// Detaches it at once, even while a file in it is still open.
    func unmount() {
        #if os(Linux)
        umount2(folder.path, Int32(MNT_DETACH))
        #endif
    }
}
