import Foundation
import Testing

/// `dringo mine` with the real binary, real files and real processes: a card read from a pipe, an editor run through
/// the shell, two processes adding at once, and files that are refused or cannot be read, each leaving the user's
/// drinks as they were.
struct MineEndToEndTests {
    private static let card = """
        # House Gimlet
        Glass: Coupe

        2 oz London dry gin
        3/4 oz fresh lime juice

        Shake hard with ice.

        """

    @Test("MDS-1: mine add - reads a card from stdin, and recipe shows it as written, marked as the user's")
    func mineAdd_readsStandardInput() async throws {
        let sandbox = try Sandbox.withoutServer()

        let added = try await sandbox.dringo(["mine", "add", "-"], input: Data(Self.card.utf8))
        let text = try await sandbox.dringo(["recipe", "house gimlet"])
        let json = try await sandbox.dringo(["recipe", "House Gimlet", "--format", "json"])

        #expect(added.exitCode == 0, "\(added)")
        #expect(added.standardOutput == "House Gimlet (1) is now one of your drinks.\n")
        #expect(text.exitCode == 0, "\(text)")
        #expect(text.standardOutput.hasPrefix("House Gimlet\nyour own drink, Coupe\n"))
        #expect(text.standardOutput.contains("    2 oz London dry gin\n    3/4 oz fresh lime juice\n"))
        let cocktail = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let drink = try #require(cocktail["cocktail"] as? [String: Any])
        #expect(drink["id"] as? Int == 1)
        #expect(drink["source"] as? String == "yours")
    }

    @Test("MDS-7: mine edit runs $EDITOR through the shell on the drink's card, and saves what the editor wrote")
    func mineEdit_savesWhatTheEditorWrote() async throws {
        let sandbox = try Sandbox.withoutServer()
        _ = try await sandbox.dringo(["mine", "add", "-"], input: Data(Self.card.utf8))
        let editor = try sandbox.script(named: "editor", body: "sed -i 's/Coupe/Nick and Nora glass/' \"$1\"")

        let edited = try await sandbox.dringo(["mine", "edit", "House Gimlet"], environment: ["EDITOR": editor.path])
        let recipe = try await sandbox.dringo(["recipe", "House Gimlet"])

        #expect(edited.exitCode == 0, "\(edited)")
        #expect(recipe.standardOutput.hasPrefix("House Gimlet\nyour own drink, Nick and Nora glass\n"), "\(recipe)")
    }

    @Test("MDS-7: an editor that leaves a card without a name changes nothing, and keeps the text in a file it names")
    func mineEdit_keepsAFailedEdit() async throws {
        let sandbox = try Sandbox.withoutServer()
        _ = try await sandbox.dringo(["mine", "add", "-"], input: Data(Self.card.utf8))
        let saved = try Data(contentsOf: sandbox.drinksFile)
        let editor = try sandbox.script(named: "editor", body: "sed -i 's/^# House Gimlet$//' \"$1\"")

        let edited = try await sandbox.dringo(["mine", "edit", "House Gimlet"], environment: ["EDITOR": editor.path])

        #expect(edited.exitCode == 1, "\(edited)")
        #expect(try Data(contentsOf: sandbox.drinksFile) == saved, "nothing is saved")
        let kept = try #require(
            edited.standardError.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".\n")) }
                .first { $0.hasPrefix(sandbox.directory.path) && $0.hasSuffix(".txt") }, "\(edited.standardError)")
        #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("3/4 oz fresh lime juice"), "\(edited.standardError)")
    }

    @Test("MD-14: two dringo processes adding at once both land")
    func twoProcessesAddingAtOnce_bothLand() async throws {
        let sandbox = try Sandbox.withoutServer()
        let first = sandbox.directory.appendingPathComponent("first.card")
        let second = sandbox.directory.appendingPathComponent("second.card")
        try Data("# First Drink\n\n1 oz Gin\n".utf8).write(to: first)
        try Data("# Second Drink\n\n1 oz Rum\n".utf8).write(to: second)

        async let one = sandbox.dringo(["mine", "add", first.path])
        async let two = sandbox.dringo(["mine", "add", second.path])
        let (added, alsoAdded) = try await (one, two)
        let list = try await sandbox.dringo(["mine", "list"])

        #expect(added.exitCode == 0, "\(added)")
        #expect(alsoAdded.exitCode == 0, "\(alsoAdded)")
        #expect(list.standardOutput == "First Drink\nSecond Drink\n", "\(list)")
    }

    @Test("MDS-6: a file that is not valid JSON is named with its line, exit 1, and the drinks file stays byte for byte")
    func refusedFile_changesNothing() async throws {
        let sandbox = try Sandbox.withoutServer()
        _ = try await sandbox.dringo(["mine", "add", "-"], input: Data(Self.card.utf8))
        let saved = try Data(contentsOf: sandbox.drinksFile)
        let broken = sandbox.directory.appendingPathComponent("broken.json")
        try Data("{\n  \"drinks\": [\n".utf8).write(to: broken)

        let run = try await sandbox.dringo(["mine", "add", broken.path])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardError.hasPrefix("\(broken.path), line "), "\(run.standardError)")
        #expect(try Data(contentsOf: sandbox.drinksFile) == saved)
    }

    @Test("MDS-8: a drinks file that cannot be read is named by mine add, and left as it is")
    func corruptDrinksFile_isNamedAndKept() async throws {
        let sandbox = try Sandbox.withoutServer()
        try FileManager.default.createDirectory(at: sandbox.drinksFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = Data("{\"version\": 1, \"drinks\": [".utf8)
        try corrupt.write(to: sandbox.drinksFile)

        let run = try await sandbox.dringo(["mine", "add", "-"], input: Data(Self.card.utf8))

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardError.contains(sandbox.drinksFile.path), "\(run.standardError)")
        #expect(try Data(contentsOf: sandbox.drinksFile) == corrupt)
    }
}

extension Sandbox {
    /// The user's drinks, in the data folder under the sandbox's home.
    var drinksFile: URL {
        directory.appendingPathComponent(".local/share/dringo/drinks.json")
    }

    /// An executable shell script in the sandbox, for a variable that names a program, such as `EDITOR`.
    func script(named name: String, body: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }
}
