import Foundation
import Locking
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process whose stdout and stderr are collected while it runs.
///
/// Its standard input is either `/dev/null` or a pipe that the test holds, so that closing it
/// tells the child to end.
final class ChildProcess: Sendable {
    enum StandardInput: Sendable {
        case nullDevice
        case pipe
    }

    let processIdentifier: Int32
    let standardOutput: StreamCollector
    let standardError: StreamCollector
    private let termination: OneShot<Termination>
    private let inputWriter: Locked<FileHandle?>

    /// Starts the child.
    static func launch(
        executable: URL,
        arguments: [String],
        environment: [String: String],
        standardInput: StandardInput
    ) async throws -> ChildProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let termination = OneShot<Termination>()
        process.terminationHandler = { process in
            termination.fulfill(
                process.terminationReason == .exit
                    ? .exited(process.terminationStatus)
                    : .signaled(process.terminationStatus))
        }
        let streams = try await ProcessLauncher.launch {
            let output = Pipe()
            let error = Pipe()
            let input = standardInput == .pipe ? Pipe() : nil
            process.standardOutput = output
            process.standardError = error
            process.standardInput = input ?? FileHandle.nullDevice
            try process.run()
            return (output: output.fileHandleForReading, error: error.fileHandleForReading, input: input?.fileHandleForWriting)
        }
        return ChildProcess(process: process, termination: termination, output: streams.output, error: streams.error, input: streams.input)
    }

    private init(process: Process, termination: OneShot<Termination>, output: FileHandle, error: FileHandle, input: FileHandle?) {
        self.processIdentifier = process.processIdentifier
        self.termination = termination
        self.inputWriter = Locked(input)
        self.standardOutput = StreamCollector(reading: output)
        self.standardError = StreamCollector(reading: error)
    }

    /// Whether the child is still running.
    var isRunning: Bool {
        termination.current == nil
    }

    /// Writes `data` to the child's stdin, then closes it, as a shell's `<` or a pipe would.
    func writeStandardInput(_ data: Data) {
        inputWriter.withLock { writer in
            try? writer?.write(contentsOf: data)
            try? writer?.close()
            writer = nil
        }
    }

    /// Closes the test's end of the child's stdin, which reads end of file.
    func closeStandardInput() {
        inputWriter.withLock { writer in
            try? writer?.close()
            writer = nil
        }
    }

    /// Sends a signal, unless the child has already ended.
    ///
    /// A process id is reused only after the child has been reaped; the instant between the
    /// reaping and the termination handler is the one window this cannot close.
    func send(_ signal: Int32) {
        guard isRunning else { return }
        kill(processIdentifier, signal)
    }

    /// Waits for the child to end, and kills it when it is still running after `timeout`.
    /// - Returns: how it ended, and whether it had to be killed.
    func waitForExit(killingAfter timeout: Duration) async -> (termination: Termination, timedOut: Bool) {
        let timedOut = await withTaskGroup(of: Bool.self) { group in
            group.addTask { [termination] in
                _ = await termination.value()
                return false
            }
            group.addTask { [self] in
                do {
                    try await Task.sleep(for: timeout)
                } catch {
                    return false
                }
                send(SIGKILL)
                return true
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        return (await termination.value(), timedOut)
    }
}
