import Foundation

/// Runs the built `dringo` binary, as a script would: stdin from `/dev/null`, stdout and stderr piped.
enum DringoProcess {
    /// Long enough for any honest run on a busy machine, a hang still failing the test instead of CI. Under
    /// ThreadSanitizer a demo `makeable` that downloads the whole catalogue as another user took over 30 s.
    static let defaultTimeout: Duration = .seconds(120)

    /// - Parameters:
    ///   - executable: another copy of the binary; by default, the one under test.
    ///   - input: what stdin reads, then its end; nil reads `/dev/null`.
    static func run(
        _ arguments: [String],
        environment: DringoEnvironment,
        executable: URL? = nil,
        input: Data? = nil,
        timeout: Duration = defaultTimeout
    ) async throws -> DringoRun {
        try await start(arguments, environment: environment, executable: executable, input: input).finish(killingAfter: timeout)
    }

    /// Starts `dringo` and returns while it runs, so that a test can interrupt it.
    static func start(
        _ arguments: [String], environment: DringoEnvironment, executable: URL? = nil, input: Data? = nil
    ) async throws -> RunningDringo {
        let child = try await ChildProcess.launch(
            executable: try executable ?? DringoExecutable.url(),
            arguments: arguments,
            environment: environment.variables,
            standardInput: input == nil ? .nullDevice : .pipe
        )
        if let input { child.writeStandardInput(input) }
        return RunningDringo(arguments: arguments, child: child)
    }
}
