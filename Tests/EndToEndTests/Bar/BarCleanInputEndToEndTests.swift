import Foundation
import Testing

/// The rules for typed names with the real binary and a real bar file: a name the terminal would not
/// show as it is, or a huge one, is refused before anything is written, and a bar file holding escape
/// sequences lists clean and is removed by what it lists.
struct BarCleanInputEndToEndTests {
    @Test("BS-12: bar add $'lime\\e[2Jjuice' is refused with exit 2 and one sentence, and the bar file is left byte for byte")
    func barAdd_refusesEscapeSequence() async throws {
        let sandbox = try Sandbox.withoutServer()
        _ = try await sandbox.dringo(["bar", "add", "gin"])
        let saved = try Data(contentsOf: sandbox.defaultBarFile)

        let run = try await sandbox.dringo(["bar", "add", "rum", "lime\u{1B}[2Jjuice"])

        #expect(run.exitCode == 2, "\(run)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "An ingredient's name cannot contain control characters, and 'limejuice' does; the bar is unchanged.\n")
        #expect(try Data(contentsOf: sandbox.defaultBarFile) == saved, "neither name is added")
    }

    @Test("BS-12: a 100,000-character ingredient is refused with exit 2, quoted only in part, and no bar file is made")
    func barAdd_refusesHugeIngredientWithoutEchoingIt() async throws {
        let sandbox = try Sandbox.withoutServer()
        let huge = String(repeating: "x", count: 100_000)

        let run = try await sandbox.dringo(["bar", "add", huge])

        #expect(run.exitCode == 2, "\(run.termination)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "An ingredient's name can be at most 100 characters long, and '\(String(repeating: "x", count: 40))…' is longer; the bar is unchanged.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultBarFile.path), "nothing is written")
    }

    @Test("BS-13: a hand-written bar.json with escape sequences lists clean, is removed by the listed name, and is saved clean")
    func dirtyBarFile_listsCleanAndRemovesByShownName() async throws {
        let sandbox = try Sandbox.withoutServer()
        let file = sandbox.defaultBarFile
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version":1,"ingredients":["lime\u001b[2Jjuice","\u001b]0;pwned\u0007gin\u001b[31m","\u001b[2J"]}"#.utf8).write(
            to: file)

        let listed = try await sandbox.dringo(["bar", "list"])
        let removed = try await sandbox.dringo(["bar", "remove", "limejuice"])

        #expect(listed.exitCode == 0, "\(listed)")
        #expect(listed.standardOutput == "gin\nlimejuice\n")
        #expect(removed.exitCode == 0, "\(removed)")
        #expect(removed.standardOutput == "gin\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"version":1,"ingredients":["gin"]}"#)
    }
}
