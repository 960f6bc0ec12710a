import Locking

/// Where a spy holds a call until the test resumes it, so the test can cancel the calling
/// task while the call is known to be in flight.
public final class SuspensionPoint: Sendable {
    private let suspended = Locked<[CheckedContinuation<Void, Never>]>([])
    private let arrivals = AsyncStream.makeStream(of: Void.self)

    public init() {}

    /// Called by a spy: returns once the test calls `resume()`.
    public func suspend() async {
        await withCheckedContinuation { continuation in
            suspended.withLock { $0.append(continuation) }
            arrivals.continuation.yield()
        }
    }

    /// Returns once a call is held here.
    public func waitUntilReached() async {
        for await _ in arrivals.stream { return }
    }

    /// Lets every held call go on.
    public func resume() {
        let continuations = suspended.withLock { suspended in
            defer { suspended.removeAll() }
            return suspended
        }
        continuations.forEach { $0.resume() }
    }
}
