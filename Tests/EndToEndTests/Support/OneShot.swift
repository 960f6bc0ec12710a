import Locking
import TestSupport

/// A value that arrives once, from any thread, and that any number of tasks can await.
///
/// It bridges the callbacks of `Process` and of reader threads into async code without
/// blocking one of the few threads of Swift's cooperative pool.
final class OneShot<Value: Sendable>: Sendable {
    private enum State {
        case pending([CheckedContinuation<Value, Never>])
        case fulfilled(Value)
    }

    private let state = Locked(State.pending([]))

    /// The value, if it has arrived.
    var current: Value? {
        state.withLock { state in
            guard case let .fulfilled(value) = state else { return nil }
            return value
        }
    }

    /// Delivers the value to every waiter; later calls are ignored.
    func fulfill(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>] in
            guard case let .pending(waiters) = state else { return [] }
            state = .fulfilled(value)
            return waiters
        }
        for waiter in waiters {
            waiter.resume(returning: value)
        }
    }

    /// Waits for the value.
    func value() async -> Value {
        await withCheckedContinuation { continuation in
            let arrived = state.withLock { state -> Value? in
                switch state {
                case let .fulfilled(value):
                    return value
                case var .pending(waiters):
                    waiters.append(continuation)
                    state = .pending(waiters)
                    return nil
                }
            }
            if let arrived {
                continuation.resume(returning: arrived)
            }
        }
    }
}
