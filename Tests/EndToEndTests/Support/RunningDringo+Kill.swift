import Foundation

extension RunningDringo {
    /// Waits `delay`, or less when the process ends on its own first, then sends SIGKILL.
    /// - Returns: nil when the kill found the process running; otherwise about how long it ran, a
    ///   whole run under the machine's present load.
    func kill(after delay: Duration) async throws -> Duration? {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + delay
        while clock.now < deadline {
            guard isRunning else { return clock.now - start }
            try await Task.sleep(for: min(.milliseconds(10), deadline - clock.now))
        }
        guard isRunning else { return clock.now - start }
        kill()
        return nil
    }
}
