import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `dringo` process that is still running, which a test can interrupt as Ctrl-C would.
///
/// It was started through `ProcessLauncher`, so it does not inherit a blocked SIGINT.
struct RunningDringo: Sendable {
    let arguments: [String]
    private let child: ChildProcess

    init(arguments: [String], child: ChildProcess) {
        self.arguments = arguments
        self.child = child
    }

    var isRunning: Bool {
        child.isRunning
    }

    /// The process id, which names the temporary files its saves write.
    var processIdentifier: Int32 {
        child.processIdentifier
    }

    /// Sends SIGINT to the process alone, what a terminal's Ctrl-C sends to its foreground job.
    func interrupt() {
        child.send(SIGINT)
    }

    /// Sends SIGKILL, which the process can neither catch nor clean up after: a crash, or a power cut
    /// as far as its files are concerned.
    func kill() {
        child.send(SIGKILL)
    }

    /// Waits for the process to end, and kills it when it is still running after `timeout`.
    /// - Throws: `EndToEndError.dringoTimedOut` when it had to be killed.
    func finish(killingAfter timeout: Duration = DringoProcess.defaultTimeout) async throws -> DringoRun {
        let (termination, timedOut) = await child.waitForExit(killingAfter: timeout)
        let run = DringoRun(
            arguments: arguments,
            termination: termination,
            standardOutputBytes: await child.standardOutput.collected(),
            standardError: String(decoding: await child.standardError.collected(), as: UTF8.self)
        )
        if timedOut {
            throw EndToEndError.dringoTimedOut(run)
        }
        return run
    }
}
