import Foundation
import TestSupport

/// The localization keys that dringo's Swift sources name, read from the files themselves.
struct SourceKeyUses {
    /// A key passed straight to `localizer.string("KEY", table: .table…`.
    struct DirectUse: Hashable {
        let key: String
        /// The `StringTable`'s name in the code, such as `commandLine`.
        let table: String
        let file: String
    }

    /// The folders, from the repository's root, whose Swift files can name a key.
    static let scannedFolders = ["Sources/FeedPresentation", "Sources/CommandLineGrammar", "CompositionRoot"]

    let directUses: Set<DirectUse>
    /// Every string literal shaped like a key (`FEED_VIEW_TITLE`), wherever it stands: keys are
    /// also picked into a variable first (`let key = … ? "CACHE_INFO_FEED_VALID" : …`) or passed to a helper.
    let keyShapedLiterals: Set<String>

    static func scan() throws -> SourceKeyUses {
        var directUses = Set<DirectUse>()
        var literals = Set<String>()
        for file in try swiftFiles() {
            let code = try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for match in code.matches(of: #/\.string\(\s*"([^"\\]*)"\s*,\s*table:\s*\.([A-Za-z]+)/#) {
                directUses.insert(DirectUse(key: String(match.output.1), table: String(match.output.2), file: file.lastPathComponent))
            }
            for match in code.matches(of: #/"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)"/#) {
                literals.insert(String(match.output.1))
            }
        }
        return SourceKeyUses(directUses: directUses, keyShapedLiterals: literals)
    }

    private static func swiftFiles() throws -> [URL] {
        try scannedFolders.flatMap { folder in
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder, isDirectory: true)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                throw ScanError.unreadableFolder(root.path)
            }
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
    }

    enum ScanError: Error {
        case unreadableFolder(String)
    }
}
