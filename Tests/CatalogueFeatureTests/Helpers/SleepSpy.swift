import Locking

/// Stands in for the clock: records every wait asked for and returns at once, so no test waits.
final class SleepSpy: Sendable {
    private let recorded = Locked<[Duration]>([])

    var durations: [Duration] { recorded.withLock { $0 } }

    func sleep(for duration: Duration) async throws {
        recorded.withLock { $0.append(duration) }
    }
}
