import BarFeature
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The substitutes' document on disk: what the store writes, and what it makes of files it did not
/// write. A file that is not exactly the substitutes is an error naming it, and is never touched.
@Suite final class FileSystemSubstitutesStoreDocumentTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("SU-10: save writes a compact version 1 document of the substitutes in order")
    func save_writesCompactVersion1DocumentOfTheSubstitutesInOrder() async throws {
        try await makeSUT().save([
            LocalIngredientSubstitute(have: "dry curaçao", for: "Cointreau"), LocalIngredientSubstitute(have: "lemon", for: "lime"),
        ])

        let text = try String(contentsOf: substitutesFile, encoding: .utf8)
        #expect(text == #"{"version":1,"substitutes":[{"have":"dry curaçao","for":"Cointreau"},{"have":"lemon","for":"lime"}]}"#)
    }

    @Test("SU-10: save writes names JSON readers agree on, scalar by scalar, and retrieve reads them back")
    func save_writesHardSpellingsJSONReadersAgreeOn() async throws {
        let names = ingredientsWithHardSpellings().map(\.name)
        let substitutes = zip(names, names.reversed()).map { LocalIngredientSubstitute(have: $0, for: $1) }
        let sut = makeSUT()

        try await sut.save(substitutes)

        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: substitutesFile)) as? [String: Any])
        let pairs = try #require(document["substitutes"] as? [[String: String]])
        #expect(pairs.map { Array(($0["have"] ?? "").unicodeScalars) } == names.map { Array($0.unicodeScalars) })
        let retrieved = try #require(try await sut.retrieve())
        #expect(retrieved.map { Array($0.wanted.unicodeScalars) } == names.reversed().map { Array($0.unicodeScalars) })
    }

    @Test("SU-10: retrieve reads a hand-written document with whitespace and members in any order")
    func retrieve_deliversSubstitutesOfHandWrittenDocument() async throws {
        try directory.write(
            """
            {
              "substitutes": [ { "for": "Cointreau", "have": "dry cura\\u00e7ao" } ],
              "version": 1
            }

            """, to: "substitutes.json")

        #expect(try await makeSUT().retrieve() == [LocalIngredientSubstitute(have: "dry curaçao", for: "Cointreau")])
    }

    @Test(
        "SU-10: retrieve delivers unreadable, naming the file and leaving it byte for byte, on a file that is not exactly the substitutes",
        arguments: [
            "", "garbage", "null", "[]", "{}", #"{"version":1,"ingredients":["Gin"]}"#,
            #"{"version":2,"substitutes":[]}"#, #"{"version":1.0,"substitutes":[]}"#, #"{"version":"1","substitutes":[]}"#,
            #"{"substitutes":[]}"#, #"{"version":1}"#, #"{"version":1,"substitutes":[],"extra":0}"#,
            #"{"version":1,"substitutes":[],"substitutes":[]}"#, #"{"version":1,"substitutes":{}}"#,
            #"{"version":1,"substitutes":["lemon"]}"#, #"{"version":1,"substitutes":[{"have":"lemon"}]}"#,
            #"{"version":1,"substitutes":[{"for":"lime"}]}"#, #"{"version":1,"substitutes":[{"have":"lemon","for":null}]}"#,
            #"{"version":1,"substitutes":[{"have":"lemon","for":"lime","note":""}]}"#,
            #"{"version":1,"substitutes":[{"have":"lemon","have":"lime","for":"gin"}]}"#,
            #"{"version":1,"substitutes":[{"have":1,"for":"lime"}]}"#, #"{"version":1,"substitutes":[{"have":"lemon","for":"lime"},]}"#,
            #"{"version":1,"substitutes":[]}x"#, #"{"version":1,"substitutes":[{"have":"\ud800","for":"lime"}]}"#,
            "\u{FEFF}{\"version\":1,\"substitutes\":[]}",
        ])
    func retrieve_deliversUnreadableAndLeavesTheFileOnTextThatIsNotExactlyTheSubstitutes(_ contents: String) async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: substitutesFile)
        let sut = makeSUT()

        for _ in 0..<2 {
            await #expect(throws: BarStoreError.unreadable(location: substitutesFile.path)) {
                try await sut.retrieve()
            }
        }

        #expect(try Data(contentsOf: substitutesFile) == Data(contents.utf8), "Expected the file byte for byte as it was")
        #expect(try directory.contents() == ["substitutes.json"])
    }

    @Test("SU-10: save delivers unwritable, naming the file, when its directory is a regular file")
    func save_deliversUnwritableNamingTheFileWhenItsDirectoryIsARegularFile() async throws {
        try directory.write("not a directory", to: "data")
        let file = directory.appending("data/substitutes.json")
        let sut = FileSystemSubstitutesStore(fileURL: file)
        leakTracker.track(sut)

        await #expect(throws: BarStoreError.unwritable(location: file.path)) {
            try await sut.save([LocalIngredientSubstitute(have: "lemon", for: "lime")])
        }
    }

    // MARK: - Helpers

    private var substitutesFile: URL { directory.appending("substitutes.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemSubstitutesStore {
        let sut = FileSystemSubstitutesStore(fileURL: substitutesFile)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
