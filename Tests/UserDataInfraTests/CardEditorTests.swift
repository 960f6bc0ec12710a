import Foundation
import HouseDrinksFeature
import TestSupport
import Testing
import UserDataInfra

/// The user's editor on a card, run as `git commit` runs it: through `/bin/sh`, `$VISUAL` before `$EDITOR`, on a file
/// in the data folder that a failed or refused edit keeps.
@Suite final class CardEditorTests {
    private let directory = TemporaryDirectory()

    deinit {
        directory.remove()
    }

    @Test("MDS-7: the editor's saved text is the session's, and the file goes once the session is discarded")
    func edit_deliversWhatTheEditorSaved() throws {
        let sut = CardEditor(environment: ["EDITOR": try editor("printf '1 oz Gin\\n' >> \"$1\"")], directory: directory.url)

        let session = try sut.edit("# House Gin\n\n")

        #expect(session.edited == "# House Gin\n\n1 oz Gin\n")
        #expect(session.changedText == "# House Gin\n\n1 oz Gin\n")
        #expect(FileManager.default.fileExists(atPath: session.path))
        session.discard()
        #expect(!FileManager.default.fileExists(atPath: session.path))
    }

    @Test("MDS-7: a card left as it was is no change, and its file is removed")
    func edit_unchangedCard_isNoChange() throws {
        let sut = CardEditor(environment: ["EDITOR": "true"], directory: directory.url)

        let session = try sut.edit(CardEditor.blankCard)

        #expect(session.changedText == nil)
        #expect(!FileManager.default.fileExists(atPath: session.path))
    }

    @Test("MDS-7: $VISUAL wins over $EDITOR, and an empty one counts as unset")
    func edit_prefersVisual() throws {
        let visual = try editor("printf 'visual' > \"$1\"", named: "visual")
        let editor = try editor("printf 'editor' > \"$1\"", named: "editor")

        let both = try CardEditor(environment: ["VISUAL": visual, "EDITOR": editor], directory: directory.url).edit("")
        let emptyVisual = try CardEditor(environment: ["VISUAL": "", "EDITOR": editor], directory: directory.url).edit("")

        #expect(both.edited == "visual")
        #expect(emptyVisual.edited == "editor")
    }

    @Test("MDS-7: an editor that fails keeps what was typed, in a file the failure names")
    func edit_failingEditor_keepsTheText() throws {
        let failing = try editor("printf 'typed' > \"$1\"; exit 3")
        let sut = CardEditor(environment: ["EDITOR": failing], directory: directory.url)

        let failure = try #require(throws: EditorFailure.self) { try sut.edit("") }

        #expect(failure.editor == failing)
        let kept = try #require(failure.keptIn)
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "typed")
    }

    @Test("MDS-7: a folder the card cannot be written in is the editor's failure, with nothing kept")
    func edit_unwritableFolder_failsWithNothingKept() throws {
        try directory.write("a file where the folder should be", to: "data")
        let sut = CardEditor(environment: ["EDITOR": "true"], directory: directory.url.appendingPathComponent("data"))

        let failure = try #require(throws: EditorFailure.self) { try sut.edit("") }

        #expect(failure.keptIn == nil)
    }

    @Test("MDS-7: what the user saved is applied, and its file goes once applied; an unchanged card applies nothing")
    func editApplying_appliesTheSavedText() async throws {
        let writes = CardEditor(environment: ["EDITOR": try editor("printf '1 oz Gin\\n' >> \"$1\"")], directory: directory.url)
        let leaves = CardEditor(environment: ["EDITOR": "true"], directory: directory.url)

        let applied = try await writes.edit("# House Gin\n") { $0 }
        let unchanged = try await leaves.edit("# House Gin\n") { (_: String) -> String in
            Issue.record("an unchanged card was applied")
            return ""
        }

        #expect(applied == "# House Gin\n1 oz Gin\n")
        #expect(unchanged == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("card-") } == [])
    }

    @Test("MDS-7: a card the change refuses as a drink file's error is kept, in a file the refusal names")
    func editApplying_refusedCard_isKept() async throws {
        let sut = CardEditor(environment: ["EDITOR": try editor("printf 'Glass: none\\n' > \"$1\"")], directory: directory.url)

        let kept = await #expect(throws: KeptCard.self) {
            try await sut.edit("# House Gin\n") { (_: String) -> Int in throw DrinkFileError(.noName) }
        }

        #expect(kept?.error == DrinkFileError(.noName))
        let path = try #require(kept?.path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "Glass: none\n")
    }

    private func editor(_ body: String, named name: String = "editor") throws -> String {
        try directory.write("#!/bin/sh\n\(body)\n", to: name)
        let path = directory.appending(name).path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
