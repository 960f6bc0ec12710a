import Foundation

/// Runs the built `dringo` binary under `Server/run_measuring_memory.py`, which reports the most
/// memory dringo ever held: its peak resident set size, from the kernel, when it has ended.
enum DringoWithPeakMemory {
    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Server/run_measuring_memory.py")

    /// - Parameter report: a file the wrapper may write its measurement into.
    static func run(
        _ arguments: [String],
        environment: DringoEnvironment,
        report: URL,
        timeout: Duration = DringoProcess.defaultTimeout
    ) async throws -> MeasuredDringoRun {
        let child = try await ChildProcess.launch(
            executable: try await PythonInterpreter.url(),
            arguments: ["-I", "-S", "-B", script.path, report.path, try DringoExecutable.url().path] + arguments,
            environment: environment.variables,
            standardInput: .nullDevice
        )
        let run = try await RunningDringo(arguments: arguments, child: child).finish(killingAfter: timeout)
        let measurement = try JSONDecoder().decode(Measurement.self, from: Data(contentsOf: report))
        return MeasuredDringoRun(
            run: run,
            peakResidentBytes: measurement.peakResidentKiB * 1024,
            wallTime: .milliseconds(Int((measurement.seconds * 1000).rounded()))
        )
    }

    private struct Measurement: Decodable {
        let peakResidentKiB: Int
        let seconds: Double
    }
}

/// One run of `dringo`, with what it cost.
struct MeasuredDringoRun: Sendable {
    let run: DringoRun
    /// The most memory the process held at once (`ru_maxrss`).
    let peakResidentBytes: Int
    /// From the start of the process to its end.
    let wallTime: Duration

    var peakResidentMiB: Double {
        Double(peakResidentBytes) / (1024 * 1024)
    }
}
