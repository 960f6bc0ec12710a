import Foundation
import TestSupport
import Testing

/// The README's Quick start is what the built binary prints, copied alone into an empty folder as people install it:
/// each `$ swift run dringo …` line runs, in order (the bar commands change what follows), as `dringo …` in a sandbox
/// of its own, and what it writes to stdout
/// and stderr, interleaved as a terminal would show them, must be the lines under it.
///
/// After a change to what the demo shows, `DRINGO_UPDATE_README=1` writes the new output into the README.
struct ReadmeQuickStartEndToEndTests {
    private static let readme = Fixtures.repositoryRoot.appendingPathComponent("README.md")
    /// The width the README's wrapped text is shown at.
    private static let columns = "80"

    @Test("the README's Quick start blocks are a lone copy of the binary's real --demo output at 80 columns, command by command")
    func quickStart_isTheBinarysOutput() async throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let transcript = try #require(ReadmeTranscript(readme: text), "the README has no Quick start section")
        let commands = transcript.commands
        try #require(!commands.isEmpty, "the Quick start shows no '\(ReadmeTranscript.prompt) …' command")
        let sandbox = try Sandbox.withoutServer()
        let dringo = try sandbox.loneCopyOfDringo()

        var outputs: [[String]] = []
        for command in commands {
            let run = try await Self.runShowingBothStreams(dringo, command.arguments, in: sandbox)
            #expect(run.exitCode == 0, "\(command.line)\n\(run)")
            outputs.append(ReadmeTranscript.withoutTrailingBlankLines(run.standardOutput.components(separatedBy: "\n")))
        }

        if ProcessInfo.processInfo.environment["DRINGO_UPDATE_README"] == "1" {
            try transcript.replacingOutputs(with: outputs).write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        for (command, output) in zip(commands, outputs) {
            #expect(
                command.output == output,
                "\(command.line) prints, at \(Self.columns) columns (DRINGO_UPDATE_README=1 writes it into the README):\n\(output.joined(separator: "\n"))"
            )
        }
    }

    /// Runs dringo through `sh`, with its stderr on its stdout's pipe, so that the two arrive in the order written.
    private static func runShowingBothStreams(_ dringo: URL, _ arguments: [String], in sandbox: Sandbox) async throws -> DringoRun {
        var environment = sandbox.dringoEnvironment(baseURL: nil, additional: [:])
        environment.additional = [
            "DRINGO_DATA_DIR": sandbox.directory.appendingPathComponent("data").path, "NO_COLOR": "1", "COLUMNS": columns,
        ]
        let shellArguments = ["-c", #"exec "$0" "$@" 2>&1"#, dringo.path] + arguments
        return try await DringoProcess.run(shellArguments, environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
    }
}
