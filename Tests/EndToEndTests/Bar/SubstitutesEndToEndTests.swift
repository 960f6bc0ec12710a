import Foundation
import Testing

/// The user's substitutes with the real binary and a real `substitutes.json` beside the bar: declared,
/// listed and forgotten; kept through `cache clear`; a corrupt file named and left as it is; hostile
/// names refused before anything is written.
struct SubstitutesEndToEndTests {
    @Test("BS-30, BS-31, SU-10: substitutes are declared, listed in text and JSON, and forgotten, in substitutes.json beside the bar")
    func substitutes_areDeclaredListedAndForgotten() async throws {
        let sandbox = try Sandbox.withoutServer()

        let declared = try await sandbox.dringo(["bar", "substitute", "dry curaçao", "Cointreau"])
        _ = try await sandbox.dringo(["bar", "substitute", "lemon", "lime"])
        let json = try await sandbox.dringo(["bar", "substitutes", "--format", "json"])
        let forgotten = try await sandbox.dringo(["bar", "unsubstitute", "LEMON", "Lime"])

        #expect(declared.exitCode == 0, "\(declared)")
        #expect(declared.standardOutput == "dry curaçao for Cointreau\n")
        #expect(declared.standardError == "'dry curaçao' now stands for 'Cointreau' when you look for drinks.\n")
        #expect(json.standardOutput == #"{"substitutes":[{"have":"dry curaçao","for":"Cointreau"},{"have":"lemon","for":"lime"}]}"# + "\n")
        #expect(forgotten.exitCode == 0, "\(forgotten)")
        #expect(forgotten.standardOutput == "dry curaçao for Cointreau\n")
        #expect(
            try String(contentsOf: sandbox.defaultSubstitutesFile, encoding: .utf8)
                == #"{"version":1,"substitutes":[{"have":"dry curaçao","for":"Cointreau"}]}"#)
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultBarFile.path), "the bar is another file, untouched")
    }

    @Test("BS-33: cache clear leaves substitutes.json byte for byte, and they are still listed")
    func cacheClear_leavesSubstitutesAlone() async throws {
        let sandbox = try Sandbox.withoutServer()
        _ = try await sandbox.dringo(["bar", "substitute", "dry curaçao", "Cointreau"])
        let saved = try Data(contentsOf: sandbox.defaultSubstitutesFile)

        let cleared = try await sandbox.dringo(["cache", "clear"])
        let listed = try await sandbox.dringo(["bar", "substitutes"])

        #expect(cleared.exitCode == 0, "\(cleared)")
        #expect(try Data(contentsOf: sandbox.defaultSubstitutesFile) == saved)
        #expect(listed.standardOutput == "dry curaçao for Cointreau\n")
    }

    @Test(
        "BS-34: a corrupt substitutes file is reported by name (exit 1) and left byte for byte by substitute, unsubstitute and substitutes",
        arguments: [["bar", "substitute", "lemon", "lime"], ["bar", "unsubstitute", "lemon", "lime"], ["bar", "substitutes"]])
    func corruptSubstitutes_areReportedAndKept(arguments: [String]) async throws {
        let sandbox = try Sandbox.withoutServer()
        let file = sandbox.defaultSubstitutesFile
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = Data("{\"version\":1,\"substitutes\":[{\"have\":\"lemon\",\"for\":\u{0}".utf8)
        try corrupt.write(to: file)

        let run = try await sandbox.dringo(arguments)

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not read your substitutes at \(file.path); the file was left as it is. Fix or move that file, then try again.\n")
        #expect(try Data(contentsOf: file) == corrupt, "the user's substitutes are never overwritten")
    }

    @Test(
        "BS-32: a hostile or huge name, or a substitute for itself, is refused with exit 2 and one clean sentence, and nothing is written",
        arguments: [
            ["bar", "substitute", "\u{1B}]0;pwned\u{07}lime\u{1B}[2J", "gin"],
            ["bar", "substitute", "lemon", String(repeating: "x", count: 100_000)],
            ["bar", "substitute", "Limé", " LIME "],
            ["bar", "unsubstitute", "lemon", "lime\u{9B}31m"],
        ])
    func hostileNames_areRefused(arguments: [String]) async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(arguments)

        #expect(run.exitCode == 2, "\(run.termination)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError.hasSuffix("your substitutes are unchanged.\n")
                || run.standardError.hasSuffix("Your substitutes are unchanged.\n"))
        #expect(!run.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(run.standardError.count < 300, "the name is quoted only in part")
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultSubstitutesFile.path), "nothing is written")
    }
}

extension Sandbox {
    /// Where the substitutes live with no `DRINGO_DATA_DIR` or `XDG_DATA_HOME`: beside the bar.
    var defaultSubstitutesFile: URL {
        defaultBarFile.deletingLastPathComponent().appendingPathComponent("substitutes.json")
    }
}
