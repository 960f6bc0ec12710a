import Foundation
import Testing

/// The README stays short, and its usage block is the `--help` page's, line for line, so the two cannot
/// disagree on a command. (The Quick start is held to the binary by `ReadmeQuickStartEndToEndTests`.)
struct ReadmeTests {
    /// What dringo is, the two commands, Quick start, install, usage, configuration, exit codes and links; the
    /// rest is in `docs/`.
    private static let maximumLines = 250

    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test("the README's usage block reads as the --help page's usage block, wrapped to 80 columns")
    func readmeUsage_isHelpPageUsage() async throws {
        let helpLines = await usageBlockOfHelp()
        try #require(!helpLines.isEmpty, "--help has no Usage: lines")

        #expect(try Self.usageBlock() == helpLines)
    }

    @Test("the README holds at most 250 lines, the rest being in docs/")
    func readme_isShort() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)

        #expect(lines <= Self.maximumLines, "the README has \(lines) lines; move detail into docs/")
    }

    /// The first fenced block under `## Usage`.
    private static func usageBlock() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let heading = try #require(text.range(of: "\n## Usage\n"), "the README has no Usage section")
        let lines = text[heading.upperBound...].components(separatedBy: "\n")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("```") }, "the Usage section has no fenced block")
        return Array(lines[(opening + 1)...].prefix { !$0.hasPrefix("```") })
    }
}
