import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One version of one file: which file it is (device and inode) and the state it is in (size,
/// modification and status-change times to the nanosecond).
///
/// The status-change time (`ctime`) is in because no program can set it: every write, truncation,
/// rename or `utimes` sets it to the kernel's clock, so a writer that puts the old size and
/// modification time back still leaves a trace.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Timestamp
    let statusChanged: Timestamp

    init(device: UInt64, inode: UInt64, size: Int64, modified: Timestamp, statusChanged: Timestamp) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.statusChanged = statusChanged
    }

    /// The identity of whatever is at the path itself, a link never followed, or nil when nothing is there.
    static func ofFileIfPresent(at url: URL) throws -> FileIdentity? {
        var info = stat()
        do {
            try systemCall("lstat") { lstat(url.path, &info) }
        } catch let error as SystemCallError where error.meansNoSuchFile {
            return nil
        }
        return FileIdentity(info)
    }

    /// The identity of the file an open descriptor reads.
    static func ofOpenFile(_ descriptor: Int32) throws -> FileIdentity {
        var info = stat()
        try systemCall("fstat") { fstat(descriptor, &info) }
        return FileIdentity(info)
    }

    private init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, statusChanged) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, statusChanged) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size),
            modified: Timestamp(modified),
            statusChanged: Timestamp(statusChanged)
        )
    }
}

extension FileIdentity {
    /// A wall-clock instant as the file system records it.
    struct Timestamp: Comparable, Sendable {
        let seconds: Int
        let nanoseconds: Int

        init(seconds: Int, nanoseconds: Int) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        init(_ time: timespec) {
            self.init(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
        }

        /// The clock the kernel stamps files with.
        static func now() -> Timestamp {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return Timestamp(time)
        }

        func subtracting(seconds interval: Int) -> Timestamp {
            Timestamp(seconds: seconds - interval, nanoseconds: nanoseconds)
        }

        static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }
    }
}
