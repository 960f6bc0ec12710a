import Foundation

/// The Python 3 interpreter that runs the fixture servers, found once per test run.
///
/// `python3` on the PATH may be a version manager's shim, a shell script that costs as much as a
/// server's own start-up. Asking it once for `sys.executable` lets every server start directly.
enum PythonInterpreter {
    private static let located = Task { try await locate() }

    static func url() async throws -> URL {
        try await located.value
    }

    private static func locate() async throws -> URL {
        let child = try await ChildProcess.launch(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-c", "import sys; print(sys.executable)"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"],
            standardInput: .nullDevice
        )
        let (termination, _) = await child.waitForExit(killingAfter: .seconds(10))
        let path = String(decoding: await child.standardOutput.collected(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard termination == .exited(0), path.hasPrefix("/") else {
            throw EndToEndError.pythonNotFound(standardError: String(decoding: await child.standardError.collected(), as: UTF8.self))
        }
        return URL(fileURLWithPath: path)
    }
}
