import BarFeature
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The bar document on disk: what the store writes, and what it makes of files it did not write.
/// A file that is not exactly a bar is an error naming it, and is never touched: it is the user's list.
@Suite final class FileSystemBarStoreDocumentTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func save_writesCompactVersion1DocumentOfTheIngredientsInOrder() async throws {
        try await makeSUT().save([LocalBarIngredient(name: "Gin"), LocalBarIngredient(name: "Lime Juice")])

        let data = try Data(contentsOf: barFile)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(document.keys) == ["version", "ingredients"])
        #expect(document["version"] as? Int == 1)
        #expect(document["ingredients"] as? [String] == ["Gin", "Lime Juice"])
        #expect(String(decoding: data, as: UTF8.self) == #"{"version":1,"ingredients":["Gin","Lime Juice"]}"#)
    }

    @Test func save_writesEmptyDocumentForNoIngredientsRatherThanRemovingTheFile() async throws {
        let sut = makeSUT()
        try await sut.save(uniqueIngredients())

        try await sut.save([])

        #expect(try String(contentsOf: barFile, encoding: .utf8) == #"{"version":1,"ingredients":[]}"#)
    }

    @Test func save_writesTextJSONReadersAgreeOnForHardSpellings() async throws {
        let ingredients = ingredientsWithHardSpellings()

        try await makeSUT().save(ingredients)

        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: barFile)) as? [String: Any])
        let names = try #require(document["ingredients"] as? [String])
        #expect(names.map { Array($0.unicodeScalars) } == scalars(of: ingredients))
    }

    @Test func retrieve_deliversIngredientsOfHandWrittenDocumentWithWhitespace() async throws {
        try directory.write(
            """
            {
              "ingredients": [ "Gin", "Crème de cassis" , "Tonic\\u0020Water", "\\ud83c\\udf4b" ],
              "version": 1
            }

            """, to: "bar.json")

        let ingredients = try await makeSUT().retrieve()

        #expect(ingredients?.map(\.name) == ["Gin", "Crème de cassis", "Tonic Water", "🍋"])
    }

    @Test(
        "retrieve delivers unreadable, naming the file and leaving it byte for byte, on a file that is not exactly a bar",
        arguments: [
            "", " ", "\n", "garbage", "null", "[]", #"["Gin"]"#, #""Gin""#, "{}",
            #"{"version":1,"ingredients":["Gin""#, #"{"version":1,"ingredients":["Gin"]"#, #"{"version":1,"ingredients":["Gi"#,
            #"{"version":2,"ingredients":["Gin"]}"#, #"{"version":0,"ingredients":[]}"#, #"{"version":-1,"ingredients":[]}"#,
            #"{"version":"1","ingredients":[]}"#, #"{"version":1.0,"ingredients":[]}"#, #"{"version":1e0,"ingredients":[]}"#,
            #"{"version":true,"ingredients":[]}"#, #"{"version":null,"ingredients":[]}"#,
            #"{"version":1,"ingredients":[1]}"#, #"{"version":1,"ingredients":["Gin",null]}"#, #"{"version":1,"ingredients":[["Gin"]]}"#,
            #"{"version":1,"ingredients":[{"name":"Gin"}]}"#, #"{"version":1,"ingredients":"Gin"}"#, #"{"version":1,"ingredients":null}"#,
            #"{"version":1,"ingredients":{}}"#, #"{"version":1,"ingredients":["Gin",]}"#, #"{"version":1,"ingredients":[],}"#,
            #"{"version":1}"#, #"{"ingredients":[]}"#, #"{"version":1,"ingredients":[],"extra":0}"#,
            #"{"version":1,"version":1,"ingredients":[]}"#, #"{"version":1,"ingredients":[],"ingredients":[]}"#,
            #"{"version":1,"ingredients":[]}x"#, #"{"version":1,"ingredients":[]}{}"#, #"{"version":1,"ingredients":[]},"#,
            #"{"version":1,"ingredients":["\ud800"]}"#, #"{"version":1,"ingredients":["\x"]}"#,
            "{\"version\":1,\"ingredients\":[\"a\tb\"]}",
            "\u{FEFF}{\"version\":1,\"ingredients\":[]}", "{'version':1,'ingredients':[]}",
        ])
    func retrieve_deliversUnreadableAndLeavesTheFileOnTextThatIsNotExactlyABar(_ contents: String) async throws {
        try await expectUnreadableLeavingFileAsItIs(Data(contents.utf8))
    }

    @Test(
        "retrieve delivers unreadable, leaving the file byte for byte, on bytes that are not UTF-8",
        arguments: [
            Array(#"{"version":1,"ingredients":["Cr"#.utf8) + [0xE8] + Array(#"me"]}"#.utf8),
            Array(#"{"version":1,"ingredients":["Gin"#.utf8) + [0xC0, 0xAF] + Array(#""]}"#.utf8),
            Array(#"{"version":1,"ingredients":["Gin"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]}"#.utf8),
            Array(#"{"version":1,"ingredients":["Gin"#.utf8) + [0xF0, 0x9F] + Array(#""]}"#.utf8),
            [0xFF, 0xFE] + utf16LittleEndian(#"{"version":1,"ingredients":["Gin"]}"#),
            utf16LittleEndian(#"{"version":1,"ingredients":["Gin"]}"#),
            [0x00], [0xFF, 0xFF, 0xFF, 0xFF],
        ])
    func retrieve_deliversUnreadableAndLeavesTheFileOnBytesThatAreNotUTF8(_ bytes: [UInt8]) async throws {
        try await expectUnreadableLeavingFileAsItIs(Data(bytes))
    }

    // MARK: - Helpers

    private var barFile: URL { directory.appending("bar.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemBarStore {
        let sut = FileSystemBarStore(fileURL: barFile)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Retrieves twice, so a store that repaired the file on the first read would show on the second.
    private func expectUnreadableLeavingFileAsItIs(_ contents: Data, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try contents.write(to: barFile)
        let sut = makeSUT(sourceLocation: sourceLocation)

        for _ in 0..<2 {
            await #expect(throws: BarStoreError.unreadable(location: barFile.path), sourceLocation: sourceLocation) {
                try await sut.retrieve()
            }
        }

        #expect(try Data(contentsOf: barFile) == contents, "Expected the file byte for byte as it was", sourceLocation: sourceLocation)
        #expect(try directory.contents() == ["bar.json"], sourceLocation: sourceLocation)
    }
}

private func utf16LittleEndian(_ text: String) -> [UInt8] {
    text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
}
