#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, and the `errno` it left. Each store reports it as its own public error.
struct SystemCallError: Error, Equatable {
    let name: String
    let code: Int32

    /// True when the call failed only because nothing exists at the path, not even its parent directory.
    var meansNoSuchFile: Bool {
        code == ENOENT || code == ENOTDIR
    }
}

/// Runs a system call that reports failure with a negative result, retrying when a signal interrupts it.
@discardableResult
func systemCall<Result: BinaryInteger>(_ name: String, _ call: () -> Result) throws -> Result {
    while true {
        let result = call()
        if result >= 0 { return result }
        let code = errno
        if code != EINTR {
            throw SystemCallError(name: name, code: code)
        }
    }
}

/// A store's public error, which reports a failed system call as its own `systemCallFailed` case.
package protocol SystemCallFailureReporting: Error {
    static func systemCallFailed(name: String, errno: Int32) -> Self
}

extension SystemCallFailureReporting {
    /// Runs `body`, reporting a failed system call as this error.
    package static func reportingSystemCallFailures<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let failure as SystemCallError {
            throw systemCallFailed(name: failure.name, errno: failure.code)
        }
    }
}
