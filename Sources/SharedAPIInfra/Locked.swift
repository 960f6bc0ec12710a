import Foundation

/// A value behind a lock, for state URLSession callbacks and waiting callers share.
///
/// `Synchronization.Mutex` would do, but ThreadSanitizer cannot see its futex-based lock on
/// Linux and reports the accesses it guards as races; `NSLock` is a pthread mutex, which it can.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
