#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a system call that reports failure with a negative result, retrying when a signal interrupts it.
@discardableResult
func systemCall<Result: BinaryInteger>(_ name: String, _ call: () -> Result) throws -> Result {
    while true {
        let result = call()
        if result >= 0 { return result }
        let code = errno
        if code != EINTR {
            throw FileSystemFeedStore.Error.systemCallFailed(name: name, errno: code)
        }
    }
}

extension FileSystemFeedStore.Error {
    /// True when the call failed only because nothing exists at the path, not even its parent directory.
    var meansNoSuchFile: Bool {
        guard case let .systemCallFailed(_, code) = self else { return false }
        return code == ENOENT || code == ENOTDIR
    }
}
