import Foundation

/// A run of `dringo` that the test interrupted with SIGINT, as Ctrl-C would.
struct InterruptedRun: Sendable {
    let run: DringoRun
    /// False when dringo had already ended, so the interruption proved nothing.
    let wasRunningWhenInterrupted: Bool
    /// From the interruption to the end of the process.
    let timeToExit: Duration
}

extension Sandbox {
    /// After the request has reached the server, a moment for the answer's first part to reach dringo.
    private static let settle: Duration = .milliseconds(300)

    /// Starts `dringo`, waits until the server has received the request for `path`, lets a moment
    /// pass, then sends SIGINT, and waits at most `timeout` for dringo to end.
    func dringo(
        _ arguments: [String],
        interruptedAfterRequestTo path: String,
        environment: [String: String] = [:],
        timeout: Duration = .seconds(10)
    ) async throws -> InterruptedRun {
        let running = try await startDringo(arguments, environment: environment)
        do {
            try await remote().waitForRequest(to: path)
            try await Task.sleep(for: Self.settle)
        } catch {
            _ = try? await running.finish(killingAfter: .zero)
            throw error
        }
        let wasRunning = running.isRunning
        let clock = ContinuousClock()
        let interrupted = clock.now
        running.interrupt()
        let run = try await running.finish(killingAfter: timeout)
        return InterruptedRun(run: run, wasRunningWhenInterrupted: wasRunning, timeToExit: clock.now - interrupted)
    }
}
