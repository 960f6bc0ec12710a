import Foundation

/// A program of the machine's, such as a shell or groff, run to completion by a test.
struct ExternalProgram: Sendable {
    struct Run: Sendable {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    let executable: URL

    /// The program of that name on `PATH`, if there is one.
    init?(named name: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
        executable = found
    }

    static func isInstalled(_ name: String) -> Bool {
        ExternalProgram(named: name) != nil
    }

    /// Runs it with stdin from /dev/null and its output in files, so that no pipe can fill up;
    /// it is killed when it outlives `timeout`. The wait happens on a thread of its own: blocking one
    /// of Swift's few cooperative threads for a shell's run would starve the tests running beside it.
    func run(
        _ arguments: [String],
        environment: [String: String]? = nil,
        in directory: URL? = nil,
        timeout: TimeInterval = 60
    ) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runBlocking(arguments, environment: environment, in: directory, timeout: timeout) })
            }
        }
    }

    private func runBlocking(
        _ arguments: [String],
        environment: [String: String]?,
        in directory: URL?,
        timeout: TimeInterval
    ) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let output = try FileHandle(forWritingTo: outputFile)
        let error = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? error.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            exited.wait()
        }
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }
}
