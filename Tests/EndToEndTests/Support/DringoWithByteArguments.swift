import Foundation

/// Runs the built `dringo` with arguments of any bytes but NUL, through `run_with_byte_arguments.py`,
/// which `exec`s it: the process, its exit status and any signal that ends it are dringo's own.
enum DringoWithByteArguments {
    /// How one run ended, and what it wrote.
    struct Run: Sendable {
        let termination: Termination
        let timedOut: Bool
        let standardOutput: Data
        let standardError: Data
    }

    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Server/run_with_byte_arguments.py")

    /// Runs dringo with `words` in `directory`, which holds its working folder, and kills it after `timeout`.
    static func run(_ words: [[UInt8]], in directory: URL, environment: [String: String], timeout: Duration) async throws -> Run {
        let workingDirectory = directory.appendingPathComponent("work", isDirectory: true)
        try FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        let argumentsFile = directory.appendingPathComponent("arguments.hex")
        var lines: [UInt8] = []
        for word in words {
            lines += hexadecimal(word)
            lines.append(UInt8(ascii: "\n"))
        }
        try Data(lines).write(to: argumentsFile)
        // -I: isolated from PYTHON* variables and user packages; -S: no site packages; -B: no .pyc files.
        let child = try await ChildProcess.launch(
            executable: try await PythonInterpreter.url(),
            arguments: ["-I", "-S", "-B", script.path, workingDirectory.path, try DringoExecutable.url().path, argumentsFile.path],
            environment: environment,
            standardInput: .nullDevice
        )
        let (termination, timedOut) = await child.waitForExit(killingAfter: timeout)
        return Run(
            termination: termination,
            timedOut: timedOut,
            standardOutput: await child.standardOutput.collected(),
            standardError: await child.standardError.collected()
        )
    }

    private static func hexadecimal(_ word: [UInt8]) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8](repeating: 0, count: word.count * 2)
        for (index, byte) in word.enumerated() {
            text[2 * index] = digits[Int(byte >> 4)]
            text[2 * index + 1] = digits[Int(byte & 0x0F)]
        }
        return text
    }
}
