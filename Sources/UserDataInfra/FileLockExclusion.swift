import FileStorage
import Foundation
import HouseDrinksFeature

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A change of the user's drinks run alone among processes: an exclusive `flock` on a lock file beside the drinks, so
/// that two `mine add` at once each read what the other saved. A lock that cannot be taken (a read-only folder) lets
/// the change run as it is; the store's own atomic save still keeps the file whole.
public struct FileLockExclusion: HouseDrinksExclusion {
    private let directory: URL
    private let fileName: String

    public init(directory: URL, fileName: String) {
        self.directory = directory
        self.fileName = fileName
    }

    public func exclusively<T: Sendable>(_ change: @Sendable () async throws -> T) async throws -> T {
        try? DirectoryCreation.makeDirectory(at: directory)
        let descriptor = open(directory.appendingPathComponent(fileName).path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try await change() }
        defer { close(descriptor) }
        // Asked without blocking, and asked again after a pause, so that a waiting change holds no thread.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return try await change() }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try await change()
    }
}
