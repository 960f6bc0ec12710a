import Foundation

/// A value behind a lock, for state that callbacks on other threads and waiting callers share.
///
/// `Synchronization.Mutex` would do, but ThreadSanitizer cannot see its futex-based lock on
/// Linux and reports the accesses it guards as races; `NSLock` is a pthread mutex, which it can.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // Unchecked: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
