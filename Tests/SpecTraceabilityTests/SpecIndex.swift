import Foundation
import TestSupport

/// Reads identifiers from `Specs/*.md` (`` `RF-1` `` in a table row) and from the display names of the
/// test targets' `@Test`s (`@Test("RF-1, FS-2: …")`).
///
/// A test credits an identifier only when it is sure to run: an `@Test` in code (not in a comment or a
/// string), whose own display name starts with it, with no trait that can switch it off, outside any
/// `#if`. This target's own sources credit nothing: they hold identifiers as examples.
enum SpecIndex {
    static let specsDirectory = Fixtures.repositoryRoot.appendingPathComponent("Specs")
    static let ownTarget = "SpecTraceabilityTests"

    /// A test that names identifiers, where it is, and why it may not run.
    struct NamingTest: Equatable {
        let identifiers: Set<String>
        let displayName: String
        let file: String
        let mayNotRun: String?
    }

    static func identifiersInSpecs() throws -> Set<String> {
        try files(in: specsDirectory, withExtension: "md").reduce(into: []) { identifiers, url in
            identifiers.formUnion(specIdentifiers(in: try String(contentsOf: url, encoding: .utf8)))
        }
    }

    /// Every test in the test targets (this one aside) whose display name names identifiers, runnable or not.
    static func testsNamingIdentifiers() throws -> [NamingTest] {
        let package = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return try testTargetDirectories(in: package).filter { $0.lastPathComponent != ownTarget }.flatMap { directory in
            try files(in: directory, withExtension: "swift").flatMap { url in
                namingTests(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
            }
        }
    }

    static func identifiersNamedByTests() throws -> Set<String> {
        Set(try testsNamingIdentifiers().filter { $0.mayNotRun == nil }.flatMap(\.identifiers))
    }

    static func specIdentifiers(in markdown: String) -> Set<String> {
        Set(
            markdown.split(separator: "\n").filter { $0.hasPrefix("|") }.flatMap { row in
                row.split(separator: "`").compactMap { isIdentifier($0) ? String($0) : nil }
            })
    }

    /// The identifiers that tests sure to run name in `source`.
    static func testIdentifiers(in source: String) -> Set<String> {
        Set(namingTests(in: source, file: "").filter { $0.mayNotRun == nil }.flatMap(\.identifiers))
    }

    static func namingTests(in source: String, file: String) -> [NamingTest] {
        TestAttribute.attributes(in: source).compactMap { attribute in
            guard let name = attribute.displayName, let identifiers = identifiers(startingDisplayName: name) else { return nil }
            return NamingTest(identifiers: identifiers, displayName: name, file: file, mayNotRun: attribute.mayNotRun)
        }
    }

    /// `RF-1, FS-2` in `RF-1, FS-2: shows …`; nil when the name does not start with identifiers and a colon.
    private static func identifiers(startingDisplayName name: String) -> Set<String>? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        let candidates = name[..<colon].split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard candidates.allSatisfy({ isIdentifier(Substring($0)) }) else { return nil }
        return Set(candidates)
    }

    /// The folder of each `.testTarget` in the manifest: its `path:`, else `Tests/<name>`.
    static func testTargetDirectories(in manifest: String) -> [URL] {
        let tokens = SwiftToken.tokens(in: manifest)
        var directories: [URL] = []
        for (index, token) in tokens.enumerated() where token == .identifier("testTarget") {
            let arguments = topLevelArguments(of: tokens[(index + 1)...])
            guard let name = stringArgument("name", in: arguments) else { continue }
            let path = stringArgument("path", in: arguments) ?? "Tests/\(name)"
            directories.append(Fixtures.repositoryRoot.appendingPathComponent(path, isDirectory: true))
        }
        return directories
    }

    /// The tokens of the parenthesized call that `tokens` start with, without the nested parts (`.product(name: …)`).
    private static func topLevelArguments(of tokens: ArraySlice<SwiftToken>) -> [SwiftToken] {
        var arguments: [SwiftToken] = []
        var depth = 0
        for token in tokens {
            switch token {
            case .punctuation("("), .punctuation("["):
                depth += 1
            case .punctuation(")"), .punctuation("]"):
                depth -= 1
                if depth == 0 { return arguments }
            default:
                if depth == 1 { arguments.append(token) }
            }
        }
        return arguments
    }

    private static func stringArgument(_ label: String, in tokens: [SwiftToken]) -> String? {
        for index in tokens.indices.dropLast(2) where tokens[index] == .identifier(label) && tokens[index + 1] == .punctuation(":") {
            if case let .string(value) = tokens[index + 2] { return value }
        }
        return nil
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
