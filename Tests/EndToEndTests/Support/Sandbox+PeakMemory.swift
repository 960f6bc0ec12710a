import Foundation

extension Sandbox {
    /// Runs `dringo` as `dringo(_:baseURL:environment:)` does, and measures its peak memory.
    func dringoMeasuringPeakMemory(_ arguments: [String], environment: [String: String] = [:]) async throws -> MeasuredDringoRun {
        let reports = directory.appendingPathComponent("measurements", isDirectory: true)
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        return try await DringoWithPeakMemory.run(
            arguments,
            environment: dringoEnvironment(baseURL: nil, additional: environment),
            report: reports.appendingPathComponent("\(UUID().uuidString).json")
        )
    }
}
