import Locking

/// Where a spy holds a call until the test resumes it, so the test can cancel the calling
/// task while the call is known to be in flight.
public final class SuspensionPoint: Sendable {
    private struct State {
        var held: [CheckedContinuation<Void, Never>] = []
        /// Once resumed, the point lets every later call pass: one that arrives after a test stopped
        /// waiting for it (cancelled by its time limit) would otherwise be held for ever.
        var isOpen = false
    }

    private let state = Locked(State())
    private let arrivals = AsyncStream.makeStream(of: Void.self)

    public init() {}

    /// Called by a spy: returns once the test calls `resume()`, or at once if it already has.
    public func suspend() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.held.append(continuation) }
                return state.isOpen
            }
            if isOpen {
                continuation.resume()
            } else {
                arrivals.continuation.yield()
            }
        }
    }

    /// Returns once a call is held here, or at once when the calling task is cancelled.
    public func waitUntilReached() async {
        for await _ in arrivals.stream { return }
    }

    /// Lets every held call go on, and every later one pass.
    public func resume() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held.removeAll() }
            return state.held
        }
        held.forEach { $0.resume() }
    }
}
