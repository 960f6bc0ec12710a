import Foundation

/// Runs the built `dringo` binary on a pseudo-terminal, as a user at an interactive shell would,
/// through `Server/run_on_terminal.py`.
enum DringoOnTerminal {
    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Server/run_on_terminal.py")

    /// - Returns: the run, whose `standardOutput` is what the terminal showed, stdout and stderr
    ///   together, with "\r\n" line ends; its `standardError` is the wrapper's own, normally empty.
    static func run(
        _ arguments: [String],
        environment: DringoEnvironment,
        timeout: Duration = DringoProcess.defaultTimeout
    ) async throws -> DringoRun {
        let child = try await ChildProcess.launch(
            executable: try await PythonInterpreter.url(),
            arguments: ["-I", "-S", "-B", script.path, try DringoExecutable.url().path] + arguments,
            environment: environment.variables,
            standardInput: .nullDevice
        )
        return try await RunningDringo(arguments: arguments, child: child).finish(killingAfter: timeout)
    }
}
