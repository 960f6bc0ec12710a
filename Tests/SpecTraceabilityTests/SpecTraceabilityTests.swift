import Foundation
import TestSupport
import Testing

/// Every scenario and course in `Specs/` must be proved by at least one test that names it.
struct SpecTraceabilityTests {
    @Test("every spec identifier is named by at least one test")
    func everySpecIdentifier_isNamedByATest() throws {
        let specified = try SpecIndex.identifiersInSpecs()
        let tested = try SpecIndex.identifiersNamedByTests()

        #expect(!specified.isEmpty, "Specs/ should define identifiers")
        let untested = specified.subtracting(tested).sorted()
        #expect(untested.isEmpty, "Spec identifiers with no test naming them: \(untested.joined(separator: ", "))")
    }

    @Test("tests name no identifier that the specs do not define")
    func testsNameOnlySpecifiedIdentifiers() throws {
        let unknown = try SpecIndex.identifiersNamedByTests().subtracting(SpecIndex.identifiersInSpecs()).sorted()

        #expect(unknown.isEmpty, "Tests name identifiers missing from Specs/: \(unknown.joined(separator: ", "))")
    }

    @Test("the index finds identifiers in a spec table and in test display names")
    func index_findsIdentifiers() {
        #expect(SpecIndex.specIdentifiers(in: "| `RF-1` | Happy path |\n| `RF-12` | x |") == ["RF-1", "RF-12"])
        #expect(SpecIndex.testIdentifiers(in: #"@Test("FS-1, RF-2: shows")"# + "\n" + #"@Test("plain name")"#) == ["FS-1", "RF-2"])
        #expect(SpecIndex.testIdentifiers(in: "// RF-3 in a comment does not count") == [])
    }
}

/// Reads identifiers from `Specs/*.md` (`` `RF-1` `` in a table row) and from test display names (`@Test("RF-1, FS-2: …")`).
enum SpecIndex {
    static let specsDirectory = Fixtures.repositoryRoot.appendingPathComponent("Specs")
    static let testsDirectory = Fixtures.repositoryRoot.appendingPathComponent("Tests")

    static func identifiersInSpecs() throws -> Set<String> {
        try files(in: specsDirectory, withExtension: "md").reduce(into: []) { identifiers, url in
            identifiers.formUnion(specIdentifiers(in: try String(contentsOf: url, encoding: .utf8)))
        }
    }

    static func identifiersNamedByTests() throws -> Set<String> {
        try files(in: testsDirectory, withExtension: "swift").reduce(into: []) { identifiers, url in
            identifiers.formUnion(testIdentifiers(in: try String(contentsOf: url, encoding: .utf8)))
        }
    }

    static func specIdentifiers(in markdown: String) -> Set<String> {
        Set(
            markdown.split(separator: "\n").filter { $0.hasPrefix("|") }.flatMap { row in
                row.split(separator: "`").compactMap { isIdentifier($0) ? String($0) : nil }
            })
    }

    static func testIdentifiers(in source: String) -> Set<String> {
        var identifiers = Set<String>()
        for line in source.split(separator: "\n") {
            guard let range = line.range(of: "@Test(\"") else { continue }
            let name = line[range.upperBound...]
            guard let colon = name.firstIndex(of: ":") else { continue }
            let candidates = name[..<colon].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard candidates.allSatisfy({ isIdentifier(Substring($0)) }) else { continue }
            identifiers.formUnion(candidates)
        }
        return identifiers
    }

    /// Two to four capital letters, a hyphen and a number: `RF-1`, `FS-12`.
    private static func isIdentifier(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, (2...4).contains(parts[0].count), !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy { $0.isASCII && $0.isUppercase } && parts[1].allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func files(in directory: URL, withExtension pathExtension: String) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == pathExtension }
    }
}
