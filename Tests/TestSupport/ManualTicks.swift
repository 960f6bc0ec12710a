import FeedTerminalUI
import Locking

/// A loading indicator's spinner ticks given by hand: the spinner waits in `next()` until the test
/// calls `tick()`, so what a test sees never depends on the wall clock. Never ticked, the spinner
/// stays on its first frame.
public final class ManualTicks: Sendable {
    private struct State {
        /// The spinner's wait for its next tick, while it waits.
        var waiting: CheckedContinuation<Void, any Error>?
        /// How many times the spinner has asked for a tick.
        var requests = 0
        /// How many waits ended because the spinner was stopped.
        var cancellations = 0
        var watchers: [(id: Int, condition: @Sendable (State) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        var nextWatcherID = 0
    }

    private let state = Locked(State())

    public init() {}

    public var ticks: SpinnerTicks {
        SpinnerTicks { try await self.next() }
    }

    /// How many times a spinner was stopped while it waited for a tick.
    public var cancellations: Int {
        state.withLock { $0.cancellations }
    }

    /// Gives the waiting spinner one tick, then returns once it has drawn its frame and waits again.
    /// The spinner must be turning: a stopped one never waits again.
    public func tick() async {
        await until { $0.waiting != nil }
        let (waiting, requests) = state.withLock { state in
            let waiting = state.waiting
            state.waiting = nil
            return (waiting, state.requests)
        }
        waiting?.resume()
        await until { $0.requests > requests && $0.waiting != nil }
    }

    /// Returns once a spinner is waiting for a tick.
    public func untilWaiting() async {
        await until { $0.waiting != nil }
    }

    /// Returns once a spinner has been stopped `count` times while it waited.
    public func untilStopped(times count: Int = 1) async {
        await until { $0.cancellations >= count }
    }

    private func next() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let watchers = state.withLock { state in
                    // Checked with the lock held: a cancellation either comes before this, or finds the wait.
                    if Task.isCancelled {
                        state.cancellations += 1
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.waiting = continuation
                        state.requests += 1
                    }
                    return Self.satisfiedWatchers(in: &state)
                }
                watchers.forEach { $0.resume() }
            }
        } onCancel: {
            let watchers = state.withLock { state in
                guard let waiting = state.waiting else { return [CheckedContinuation<Void, Never>]() }
                state.waiting = nil
                state.cancellations += 1
                waiting.resume(throwing: CancellationError())
                return Self.satisfiedWatchers(in: &state)
            }
            watchers.forEach { $0.resume() }
        }
    }

    /// Returns once `condition` holds, or once the calling task is cancelled: a test that runs out of
    /// its time limit then ends, even when the spinner never waits again.
    private func until(_ condition: @escaping @Sendable (State) -> Bool) async {
        let id = state.withLock { state in
            defer { state.nextWatcherID += 1 }
            return state.nextWatcherID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let holds = state.withLock { state in
                    // Checked with the lock held: a cancellation either comes before this, or finds the watcher.
                    if condition(state) || Task.isCancelled { return true }
                    state.watchers.append((id, condition, continuation))
                    return false
                }
                if holds { continuation.resume() }
            }
        } onCancel: {
            let watcher = state.withLock { state in
                state.watchers.firstIndex { $0.id == id }.map { state.watchers.remove(at: $0) }
            }
            watcher?.continuation.resume()
        }
    }

    private static func satisfiedWatchers(in state: inout State) -> [CheckedContinuation<Void, Never>] {
        let snapshot = state
        let satisfied = state.watchers.filter { $0.condition(snapshot) }.map(\.continuation)
        state.watchers.removeAll { $0.condition(snapshot) }
        return satisfied
    }
}
