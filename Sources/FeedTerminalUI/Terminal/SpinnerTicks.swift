/// What turns the loading indicator's spinner: `next()` returns at each tick, and throws once the
/// task waiting in it is cancelled.
///
/// The program ticks on a clock; a test ticks by hand, so that what it sees never depends on time.
public struct SpinnerTicks: Sendable {
    private let wait: @Sendable () async throws -> Void

    public init(_ wait: @escaping @Sendable () async throws -> Void) {
        self.wait = wait
    }

    public func next() async throws {
        try await wait()
    }

    /// A tick every `interval` of `clock`.
    public static func every<C: Clock>(_ interval: C.Duration, on clock: C) -> SpinnerTicks {
        SpinnerTicks { try await clock.sleep(for: interval, tolerance: nil) }
    }

    /// Ten frames a second: quick enough to look alive, slow enough to read the words beside it.
    public static let system = every(.milliseconds(100), on: ContinuousClock())
}
