import Foundation

/// The recorded TheCocktailDB bodies in `Tests/Fixtures/thecocktaildb` (see its SOURCES.md).
public enum Fixtures {
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/thecocktaildb", isDirectory: true)

    /// The repository's root folder, for tests that read `Specs/` or run built products.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// Every recorded body whose file name starts with `prefix`, such as `search-` or `lookup-`.
    public static func names(withPrefix prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
            .sorted()
    }
}
