import Foundation

/// Runs the built `dringo` binary, as a script would: stdin from `/dev/null`, stdout and stderr piped.
enum DringoProcess {
    /// Long enough for any honest run on a busy machine; a hang fails the test instead of CI.
    static let defaultTimeout: Duration = .seconds(30)

    static func run(
        _ arguments: [String],
        environment: DringoEnvironment,
        timeout: Duration = defaultTimeout
    ) async throws -> DringoRun {
        let child = try await ChildProcess.launch(
            executable: try DringoExecutable.url(),
            arguments: arguments,
            environment: environment.variables,
            standardInput: .nullDevice
        )
        let (termination, timedOut) = await child.waitForExit(killingAfter: timeout)
        let run = DringoRun(
            arguments: arguments,
            termination: termination,
            standardOutput: String(decoding: await child.standardOutput.collected(), as: UTF8.self),
            standardError: String(decoding: await child.standardError.collected(), as: UTF8.self)
        )
        if timedOut {
            throw EndToEndError.dringoTimedOut(run)
        }
        return run
    }
}
