import FeedTerminalUI
import Locking

/// A loading indicator's spinner ticks given by hand: the spinner waits in `next()` until the test
/// calls `tick()`, so what a test sees never depends on the wall clock. Never ticked, the spinner
/// stays on its first frame.
///
/// Several spinners may wait at once, as when a command that syncs first shows its own indicator
/// and the sync shows another: each wait is kept apart, so that stopping one spinner ends its own
/// wait, and never drops or ends another's.
public final class ManualTicks: Sendable {
    private struct State {
        /// The spinners' waits for their next tick, by the number of the wait, while they wait.
        var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
        var nextWaitID = 0
        /// How many times the spinners have asked for a tick.
        var requests = 0
        /// How many waits ended because their spinner was stopped.
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

    /// Gives each waiting spinner one tick, then returns once they have drawn their frames and wait
    /// again. The spinners must be turning: a stopped one never waits again.
    public func tick() async {
        await until { !$0.waiting.isEmpty }
        let (waiting, requests) = state.withLock { state in
            let waiting = Array(state.waiting.values)
            state.waiting = [:]
            return (waiting, state.requests)
        }
        waiting.forEach { $0.resume() }
        await until { $0.requests >= requests + waiting.count && !$0.waiting.isEmpty }
    }

    /// Returns once `count` spinners are waiting for a tick at once.
    public func untilWaiting(spinners count: Int = 1) async {
        await until { $0.waiting.count >= count }
    }

    /// Returns once a spinner has been stopped `count` times while it waited.
    public func untilStopped(times count: Int = 1) async {
        await until { $0.cancellations >= count }
    }

    private func next() async throws {
        let id = state.withLock { state in
            defer { state.nextWaitID += 1 }
            return state.nextWaitID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let watchers = state.withLock { state in
                    // Checked with the lock held: a cancellation either comes before this, or finds the wait.
                    if Task.isCancelled {
                        state.cancellations += 1
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.waiting[id] = continuation
                        state.requests += 1
                    }
                    return Self.satisfiedWatchers(in: &state)
                }
                watchers.forEach { $0.resume() }
            }
        } onCancel: {
            let watchers = state.withLock { state in
                // This wait's own: another spinner's wait is left to its spinner, and to the ticks.
                guard let waiting = state.waiting.removeValue(forKey: id) else { return [CheckedContinuation<Void, Never>]() }
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
