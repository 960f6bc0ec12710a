import Foundation
import Dispatch

/// Runs the program's work in a task that Ctrl-C cancels.
///
/// SIGINT cancels the task instead of killing the process, so a half-written file is
/// removed and nothing is printed; the exit code is then 130, as shells expect.
public enum InterruptibleRun {
    public static func run(_ work: @escaping @Sendable () async -> ExitCode) async -> ExitCode {
        signal(SIGINT, SIG_IGN)
        let task = Task { await work() }
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { task.cancel() }
        source.resume()
        let exitCode = await task.value
        source.cancel()
        return task.isCancelled ? .cancelled : exitCode
    }
}
