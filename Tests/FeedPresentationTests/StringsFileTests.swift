import Foundation
import TestSupport
import Testing

@testable import FeedPresentation

struct StringsFileTests {
    private static let resources = Fixtures.repositoryRoot.appendingPathComponent("Sources/FeedPresentation/Resources")
    private static let tables = (try? ResourceFolder.files(in: resources)) ?? []

    @Test("every shipped table reads as Foundation's property list reader reads it", arguments: tables)
    func shippedTable_readsAsFoundationReadsIt(path: String) throws {
        let data = try Data(contentsOf: Self.resources.appendingPathComponent(path))
        let reference = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])

        let entries = try StringsFile.entries(of: String(decoding: data, as: UTF8.self))

        #expect(entries == reference)
    }

    @Test("every table is compiled in byte for byte, so a lone copy of dringo speaks every language")
    func embeddedTables_equalTheResourcesFolder() throws {
        #expect(EmbeddedResources.paths == Self.tables)
        #expect(Self.tables.contains("it.lproj/CommandLine.strings"))
        for path in Self.tables {
            #expect(
                EmbeddedResources.text(of: path) == (try String(contentsOf: Self.resources.appendingPathComponent(path), encoding: .utf8)))
        }
    }

    @Test(
        "escapes, comments of both kinds and entries over several lines read as the property list format says",
        arguments: [
            (#""A" = "line\none";"#, ["A": "line\none"]),
            (#""A" = "tab\there, \"quoted\", back\\slash";"#, ["A": "tab\there, \"quoted\", back\\slash"]),
            (#""A" = "\U00e8 and \u00E0";"#, ["A": "è and à"]),
            ("/* a note */\n\"A\" = \"1\"; // another\n\"B\"\n  =\n  \"2\"\n;", ["A": "1", "B": "2"]),
            ("\"A\" = \"two\nlines\";", ["A": "two\nlines"]),
            ("", [:]),
            ("/* only a note */", [:]),
        ] as [(String, [String: String])])
    func wellFormedText_readsItsEntries(text: String, expected: [String: String]) throws {
        #expect(try StringsFile.entries(of: text) == expected)
    }

    @Test(
        "malformed text is refused with the line where it stops being a table",
        arguments: [
            ("\"A\" = \"1\"", 1),
            ("\"A\" = \"1\";\n\"B\" \"2\";", 2),
            ("\"A\" = \"1\";\n\n/* never closed", 3),
            ("\"A\" = \"never closed;", 1),
            ("A = \"1\";", 1),
            (#""A" = "\U12";"#, 1),
            (#""A" = "\UD800 is no scalar";"#, 1),
        ] as [(String, Int)])
    func malformedText_isRefusedWithItsLine(text: String, line: Int) {
        #expect(throws: StringsFile.MalformedError(line: line)) { try StringsFile.entries(of: text) }
    }
}
