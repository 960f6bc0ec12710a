import Foundation

/// Runs the program's work in a task that Ctrl-C cancels.
///
/// The first SIGINT cancels the task instead of killing the process, so nothing half
/// written is left and nothing is printed; the exit code is then 130, as shells expect.
/// A second SIGINT ends the process at once, for work that does not stop.
public enum InterruptibleRun {
    public static func run(_ work: @escaping @Sendable () async -> ExitCode) async -> ExitCode {
        signal(SIGINT, SIG_IGN)
        let task = Task { await work() }
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            if task.isCancelled { exit(ExitCode.cancelled.rawValue) }
            task.cancel()
        }
        source.resume()
        let exitCode = await task.value
        source.cancel()
        return task.isCancelled ? .cancelled : exitCode
    }
}
